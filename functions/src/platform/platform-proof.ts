import { timingSafeEqual } from 'node:crypto';
import type { HttpRequest } from '@azure/functions';
import type { ClientPrincipal } from '@enroll/domain';
import { config } from './config.ts';
import { CLIENT_PRINCIPAL_HEADER, parseClientPrincipal } from './principal.ts';

/** The header the local edge (scripts/lib/edge-proxy.mjs) adds to every request it forwards. */
export const EDGE_KEY_HEADER = 'x-enrollment-edge-key';

/**
 * Set by App Service authentication (EasyAuth) on the Function App after it validated the token of the
 * caller; it removes any client-sent copy first. `azureStaticWebApps` is the provider that Static Web
 * Apps configures when it links the Function App as its backend.
 */
export const APP_SERVICE_IDP_HEADER = 'x-ms-client-principal-idp';
const LINKED_STATIC_WEB_APP_IDP = 'azurestaticwebapps';

/**
 * How a request proves that it came through the platform (setting PRINCIPAL_TRUST):
 * - `edge-key`: the local stack. The edge in front of the SWA CLI strips every client-sent
 *   x-ms-client-principal* and x-enrollment-edge-key header and adds x-enrollment-edge-key with the
 *   secret EDGE_KEY made at each stack start; the Functions host listens on loopback only.
 * - `swa-linked`: Azure, the Function App linked to the static web app as its backend. Only calls that
 *   App Service authentication accepted as coming from the linked static web app carry
 *   x-ms-client-principal-idp `azureStaticWebApps` (EasyAuth strips client copies of that header).
 * Anything else, unset included, trusts nothing: every caller is anonymous (fail closed).
 */
export type PrincipalTrust = 'edge-key' | 'swa-linked' | 'none';

export function principalTrustMode(value: string): PrincipalTrust {
  const mode = value.trim().toLowerCase();
  return mode === 'edge-key' || mode === 'swa-linked' ? mode : 'none';
}

/** Compares in constant time (for equal lengths), so the key cannot be guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the platform's proof that it passed the edge (see PrincipalTrust). */
export function platformProofOk(request: HttpRequest): boolean {
  switch (principalTrustMode(config.principalTrust)) {
    case 'edge-key': {
      const expected = config.edgeKey;
      const given = request.headers.get(EDGE_KEY_HEADER);
      // An empty key would make any empty header a proof: no key configured means no proof.
      return expected.length >= 16 && given !== null && sameSecret(given, expected);
    }
    case 'swa-linked':
      return request.headers.get(APP_SERVICE_IDP_HEADER)?.trim().toLowerCase() === LINKED_STATIC_WEB_APP_IDP;
    case 'none':
      return false;
  }
}

/**
 * The signed-in user as the platform vouches for them: the decoded x-ms-client-principal header when the
 * request carries the platform's proof, else null (anonymous), whatever the caller put in the header.
 */
export function trustedPrincipal(request: HttpRequest): ClientPrincipal | null {
  if (!platformProofOk(request)) return null;
  return parseClientPrincipal(request.headers.get(CLIENT_PRINCIPAL_HEADER));
}
