import { timingSafeEqual } from 'node:crypto';
import type { HttpRequest } from '@azure/functions';
import type { ClientPrincipal } from '@enroll/domain';
import { config } from './config.ts';
import { CLIENT_PRINCIPAL_HEADER, parseClientPrincipal } from './principal.ts';

/** The header the local edge (scripts/lib/edge-proxy.mjs) adds to every request it forwards. */
export const EDGE_KEY_HEADER = 'x-enrollment-edge-key';

/**
 * Set by App Service authentication (EasyAuth) on the Function App after it validated the token of the
 * caller; it removes any client-sent copy first. `azureStaticWebApps` is the identity provider that
 * Static Web Apps configures on the Function App when it links it as its backend.
 */
export const APP_SERVICE_IDP_HEADER = 'x-ms-client-principal-idp';
const LINKED_STATIC_WEB_APP_IDP = 'azurestaticwebapps';

/** The parts of App Service's authentication configuration (WEBSITE_AUTH_V2_CONFIG_JSON) read here. */
interface AuthConfig {
  globalValidation?: { requireAuthentication?: boolean; unauthenticatedClientAction?: string };
  identityProviders?: Record<string, { enabled?: boolean } | null>;
}

function authConfigOf(json: string): AuthConfig | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as AuthConfig) : null;
  } catch {
    return null;
  }
}

/**
 * Whether App Service authentication lets no caller but the linked static web app through: it refuses
 * unauthenticated calls, and the static web app is its only identity provider (a provider counts
 * unless it says `enabled: false`). Then whoever it vouched for came through the static web app,
 * whatever name it gives the provider in its header.
 */
export function onlyStaticWebAppAuthenticates(configJson: string): boolean {
  const config = authConfigOf(configJson);
  if (!config) return false;
  const validation = config.globalValidation ?? {};
  const refusesAnonymous =
    validation.requireAuthentication === true &&
    ['return401', 'return403'].includes((validation.unauthenticatedClientAction ?? '').toLowerCase());
  const providers = Object.entries(config.identityProviders ?? {})
    .filter(([, provider]) => provider?.enabled !== false)
    .map(([name]) => name.toLowerCase());
  return refusesAnonymous && providers.length === 1 && providers[0] === LINKED_STATIC_WEB_APP_IDP;
}

/**
 * The linked static web app's proof: App Service authentication runs in front of this app (the
 * platform says so in WEBSITE_AUTH_ENABLED; only then are the x-ms-client-principal-* headers its own
 * and never a client's), it vouched for the caller (x-ms-client-principal-idp present), and the caller
 * is the static web app: the header names its provider, or the configuration lets no one else in.
 */
function linkedStaticWebAppProof(request: HttpRequest): boolean {
  const auth = config.appServiceAuth;
  if (!auth.enabled) return false;
  const idp = request.headers.get(APP_SERVICE_IDP_HEADER)?.trim().toLowerCase();
  if (!idp) return false;
  return idp === LINKED_STATIC_WEB_APP_IDP || onlyStaticWebAppAuthenticates(auth.configJson);
}

/**
 * How a request proves that it came through the platform (setting PRINCIPAL_TRUST):
 * - `edge-key`: the local stack. The edge in front of the SWA CLI strips every client-sent
 *   x-ms-client-principal* and x-enrollment-edge-key header and adds x-enrollment-edge-key with the
 *   secret EDGE_KEY made at each stack start; the Functions host listens on loopback only.
 * - `swa-linked`: Azure, the Function App linked to the static web app as its backend: only calls that
 *   App Service authentication accepted from the linked static web app (linkedStaticWebAppProof).
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
      return linkedStaticWebAppProof(request);
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
