import type { HttpRequest } from '@azure/functions';
import { type CharterScope, catalogError, charterScopeOf, type ValidationMessageKey } from '@enroll/domain';
import { clientAddress } from './client-address.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { readJsonBody } from './parse-body.ts';
import { staffIdentityOf } from './staff-identity.ts';

// What a handler reads from a request before it calls a service: services take these plain values,
// never the request.

/** The charters the signed-in staff member may see (staff functions only). */
export function callerScopeOf(request: HttpRequest): CharterScope {
  return charterScopeOf(staffIdentityOf(request));
}

/** A route parameter; a missing one is the empty string, which no record id matches. */
export function routeParam(request: HttpRequest, name = 'id'): string {
  return request.params[name] ?? '';
}

/** The If-Match header: the ETag of the version the client read, or null when it sent none. */
export function ifMatchOf(request: HttpRequest): string | null {
  return request.headers.get('if-match');
}

/** The catalog keys of a missing If-Match, one per kind of record. */
export type IfMatchRequiredCode = Extract<
  ValidationMessageKey,
  | 'interest.ifMatch.required'
  | 'registration.ifMatch.required'
  | 'leloEdit.ifMatch.required'
  | 'template.ifMatch.required'
  | 'agreementTranslation.ifMatch.required'
  | 'courseNames.ifMatch.required'
  | 'siteSettings.ifMatch.required'
>;

/**
 * The If-Match of a write that must not overwrite someone else's change: missing is refused
 * ('preconditionRequired': the client must send the ETag it read); `code` names the record.
 */
export function requiredIfMatch(request: HttpRequest, code: IfMatchRequiredCode): string {
  const etag = ifMatchOf(request);
  if (!etag) throw catalogError('preconditionRequired', code);
  return etag;
}

const MAX_USER_AGENT_LENGTH = 512;

/** Who sent a request, as signing evidence records it: the address the platform's edge saw (never
 * X-Forwarded-For or X-Client-IP, which the client writes itself) and the User-Agent, cut to 512. */
export interface RequestClient {
  ipAddress: string;
  userAgent: string;
}

export function clientOf(request: HttpRequest): RequestClient {
  return {
    ipAddress: clientAddress(request),
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, MAX_USER_AGENT_LENGTH),
  };
}

/** A write's request values: its Idempotency-Key (malformed: 400), its JSON body (not JSON: 400) and sender. */
export interface Submission {
  idempotencyKey: string | null;
  body: unknown;
  client: RequestClient;
}

export async function submissionOf(request: HttpRequest): Promise<Submission> {
  const idempotencyKey = idempotencyKeyOf(request);
  const body = await readJsonBody(request);
  return { idempotencyKey, body, client: clientOf(request) };
}
