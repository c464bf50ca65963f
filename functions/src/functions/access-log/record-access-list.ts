import type { HttpRequest } from '@azure/functions';
import { type AccessEntity, isAccessEntity, type RecordAccessPage } from '@enroll/domain';
import { listRecordAccesses } from '../../data/access-log-repository.ts';
import { notFound } from '../../platform/http-errors.ts';
import { ok } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';
import { readScopedInterest, scopeOf } from '../../services/interest-entries/scoped-interest.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/** Reads the record in the caller's scope: an unknown id or another charter's record is a 404. */
async function assertRecordInScope(request: HttpRequest, entity: AccessEntity, id: string): Promise<void> {
  if (entity === 'interest') await readScopedInterest(request, id);
  else if (entity === 'registration') await readScopedRegistration(scopeOf(request), id);
  else await readScopedLeloEntry(scopeOf(request), id);
}

/**
 * GET /api/access-log/{entity}/{id} (Admin and up): who has seen a student's record, newest first:
 * each staff read from the access log (when, who, how, from which screen). The record must be one of
 * the caller's charters (another charter's, or an unknown id, is 404); `entity` is interest,
 * registration or leloRegistration.
 */
export async function listRecordAccess(request: HttpRequest) {
  const entity = request.params.entity ?? '';
  const id = request.params.id ?? '';
  if (!isAccessEntity(entity)) throw notFound('No such record.');
  await assertRecordInScope(request, entity, id);
  const page: RecordAccessPage = { accesses: await listRecordAccesses(entity, id) };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('record-access-list', {
  route: 'access-log/{entity}/{id}',
  methods: ['GET'],
  access: 'admin',
  handler: listRecordAccess,
});
