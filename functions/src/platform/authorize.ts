import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { json } from './http-responses.ts';
import type { AccessLevel } from './registry.ts';

/**
 * Access check run before every handler. Public functions pass. Staff functions need the
 * x-ms-client-principal header that Static Web Apps sets; until staff permissions are stored
 * (the permissions issue), a signed-in caller without a permission record is refused.
 */
export async function authorize(request: HttpRequest, access: AccessLevel): Promise<HttpResponseInit | null> {
  if (access === 'public') return null;
  if (!request.headers.get('x-ms-client-principal')) return json(401, { message: 'Sign in to continue.' });
  return json(403, { message: 'You are not authorized to have access to this application' });
}
