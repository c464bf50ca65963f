import type { HttpRequest, InvocationContext } from '@azure/functions';
import { catalogError, isRecordId, notFoundError, sessionSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import {
  readSessionVersioned,
  replaceSessionVersioned,
  sessionConflict,
} from '../../data/sessions-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { ifMatchOf, routeParam } from '../../platform/request-values.ts';
import {
  sessionRecordOf,
  staffSessionBody,
  withUniqueSessionValues,
} from '../../services/sessions/session-writes.ts';
import { NO_SESSION } from './session-staff-get.ts';

/**
 * PUT /api/sessions/{id} ('Edit LELO Registration', Admin and up). If-Match is required (missing 428,
 * stale 409 'session.conflict'); the body is the sessionSchema (400 with field errors). A name another
 * session has is a 409 'A session with the same name already exists. Please use a different name.' on
 * `name`. The permalink follows the name until a secondary enrollment entry names the session; from
 * then on it stays as stored, so the links families were sent keep working.
 */
export async function updateStaffSession(request: HttpRequest, context: InvocationContext) {
  const etag = ifMatchOf(request);
  if (!etag) {
    throw catalogError('preconditionRequired', 'session.ifMatch.required');
  }
  const id = routeParam(request);
  const raw = await readJsonBody(request);
  const stored = isRecordId(id) ? await readSessionVersioned(id) : null;
  if (!stored) throw notFoundError(NO_SESSION);
  const input = parseWith(sessionSchema, raw);
  if (etag !== stored._etag) throw sessionConflict();
  const { _etag: _read, ...previous } = stored;
  const record = sessionRecordOf(id, input, previous, new Date());
  const saved = await withUniqueSessionValues('edit', record, previous, () =>
    replaceSessionVersioned(record, etag),
  );
  logInfo(context, 'session.updated', { sessionId: saved.id });
  return versioned(staffSessionBody(saved), saved._etag);
}

registerHttp('session-update', {
  route: 'sessions/{id}',
  methods: ['PUT'],
  access: 'admin',
  maxBodyBytes: 8 * 1024,
  handler: updateStaffSession,
});
