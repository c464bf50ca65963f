import type { HttpRequest } from '@azure/functions';
import { type AccessEntity, isAccessEntity, notFoundError, type RecordAccessPage } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { searchAccessLog } from '../../data/access-log-search.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/** The newest reads and exports of one record shown on its detail page. */
const RECORD_ACCESS_LINES_MAX = 200;

/** Reads the record in the caller's scope: an unknown id or another charter's record is a 404. */
async function assertRecordInScope(request: HttpRequest, entity: AccessEntity, id: string): Promise<void> {
  if (entity === 'interest') await readScopedInterest(callerScopeOf(request), id);
  else if (entity === 'registration') await readScopedRegistration(callerScopeOf(request), id);
  else await readScopedLeloEntry(callerScopeOf(request), id);
}

/**
 * GET /api/access-log/{entity}/{id} (Admin and up): who has seen a student's record, newest first:
 * each staff read from the access log and each export of the record alone (when, who, how, from
 * which screen). The record must be one of
 * the caller's charters (another charter's, or an unknown id, is 404); `entity` is interest,
 * registration or leloRegistration.
 */
export async function listRecordAccess(request: HttpRequest) {
  const entity = routeParam(request, 'entity');
  const id = routeParam(request);
  if (!isAccessEntity(entity)) throw notFoundError('No such record.');
  await assertRecordInScope(request, entity, id);
  const { lines } = await searchAccessLog(
    { person: '', record: id, entity },
    { all: true },
    RECORD_ACCESS_LINES_MAX,
  );
  const page: RecordAccessPage = {
    accesses: lines.map(({ id: lineId, at, staffEmail, kind, screen }) => ({
      id: lineId,
      at,
      staffEmail,
      kind,
      screen,
    })),
  };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('record-access-list', {
  route: 'access-log/{entity}/{id}',
  methods: ['GET'],
  access: 'admin',
  handler: listRecordAccess,
});
