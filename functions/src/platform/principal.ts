import { type ClientPrincipal, clientPrincipalSchema } from '@enroll/domain';
import * as z from 'zod/mini';

/** The header Static Web Apps adds to every /api call of a signed-in user (base64 of JSON). */
export const CLIENT_PRINCIPAL_HEADER = 'x-ms-client-principal';

// A real principal is a few hundred bytes; anything far larger is not one.
const MAX_HEADER_LENGTH = 16 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decodes the x-ms-client-principal header. Anything that is not base64 of a JSON object with
 * identityProvider, userId and userDetails is treated as no principal at all (anonymous): the caller
 * then gets a 401, never a 500.
 */
export function parseClientPrincipal(header: string | null | undefined): ClientPrincipal | null {
  const value = header?.trim();
  if (!value || value.length > MAX_HEADER_LENGTH || !BASE64.test(value)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = z.safeParse(clientPrincipalSchema, raw);
  return parsed.success ? parsed.data : null;
}

/** The header value for a principal, as Static Web Apps (and the tests) build it. */
export function encodeClientPrincipal(principal: ClientPrincipal): string {
  return Buffer.from(JSON.stringify(principal), 'utf8').toString('base64');
}
