import { randomUUID } from 'node:crypto';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import { sessionSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createSession } from '../../data/sessions-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import {
  sessionRecordOf,
  staffSessionBody,
  withUniqueSessionValues,
} from '../../services/sessions/session-writes.ts';

/**
 * POST /api/sessions ('Add LELO Registration', Admin and up): the body is checked with the domain's
 * sessionSchema (400 with field errors); the permalink is derived from the name. A name another session
 * has (case-insensitively) is a 409 'A session with this name already exists!' on `name`, also under
 * two concurrent adds; a permalink another has, a 409 on `permalink`. 201 with the session and its ETag.
 */
export async function createStaffSession(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, sessionSchema);
  const record = sessionRecordOf(randomUUID(), input, null, new Date());
  const saved = await withUniqueSessionValues('add', record, null, () => createSession(record));
  logInfo(context, 'session.created', { sessionId: saved.id });
  return versioned(staffSessionBody(saved), saved._etag, 201);
}

registerHttp('session-create', {
  route: 'sessions',
  methods: ['POST'],
  access: 'admin',
  maxBodyBytes: 8 * 1024,
  handler: createStaffSession,
});
