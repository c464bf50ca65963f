import type { HttpRequest } from '@azure/functions';
import type * as z from 'zod/mini';
import { type ReadRegistration, registrationConflict } from '../../data/registrations-repository.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { assertCurrentVersion, requiredIfMatch, scopeOf } from '../interest-entries/scoped-interest.ts';
import { readScopedRegistration } from './scoped-registration.ts';

/** What a processing write starts from: the If-Match sent, the parsed body and the stored registration. */
export interface RegistrationWrite<T> {
  etag: string;
  input: T;
  stored: ReadRegistration;
}

/**
 * The shared start of the processing writes (status, special programs, terminate), in this order so
 * the cheapest refusal comes first and nothing is read for a request that cannot succeed: a missing
 * If-Match is a 428, a body the domain schema refuses a 400 with field errors, an unknown or
 * out-of-scope registration (the URL's `{id}`) a 404, and an If-Match that is not the stored version
 * a 409 'registration.conflict'.
 */
export async function startRegistrationWrite<S extends z.core.$ZodType>(
  request: HttpRequest,
  schema: S,
): Promise<RegistrationWrite<z.output<S>>> {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const input = await parseJsonBody(request, schema);
  const stored = await readScopedRegistration(scopeOf(request), request.params.id ?? '');
  assertCurrentVersion(stored, etag, registrationConflict);
  return { etag, input, stored };
}
