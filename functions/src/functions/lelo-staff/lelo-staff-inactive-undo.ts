import type { HttpRequest, InvocationContext } from '@azure/functions';
import { undoLeloInactive, validationMessagesEn } from '@enroll/domain';
import { leloConflict, replaceLeloRegistrationVersioned } from '../../data/lelo-registrations-repository.ts';
import { HttpError } from '../../platform/http-errors.ts';
import { logInfo } from '../../platform/log.ts';
import { registerHttp } from '../../platform/registry.ts';
import { auditStaffAction } from '../../services/audit/audit-staff-action.ts';
import {
  assertCurrentVersion,
  requiredIfMatch,
  scopeOf,
} from '../../services/interest-entries/scoped-interest.ts';
import { leloStaffResponse, readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * PUT /api/leloRegistration/staff/{id}/inactive/undo (the detail's 'Undo Inactive', Contributor and
 * up), body `{}`. If-Match is required (428 missing, 409 stale). An Inactive entry returns to the
 * status it had (Signed once signed, else Active: undoLeloInactive); any other is a 409
 * 'leloEdit.inactiveUndo.invalid'. Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export async function undoLeloStaffEntryInactive(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'leloEdit.ifMatch.required');
  const stored = await readScopedLeloEntry(scopeOf(request), request.params.id ?? '');
  assertCurrentVersion(stored, etag, leloConflict);
  const restored = undoLeloInactive(stored, new Date());
  if (!restored)
    throw new HttpError(
      409,
      validationMessagesEn['leloEdit.inactiveUndo.invalid'],
      undefined,
      'leloEdit.inactiveUndo.invalid',
    );
  const saved = await replaceLeloRegistrationVersioned(restored, etag);
  logInfo(context, 'lelo.inactiveUndone', { leloId: saved.id, to: saved.status });
  await auditStaffAction(request, context, 'lelo.inactiveUndone', {
    entryId: saved.id,
    charter_id: saved.charter_id,
  });
  return leloStaffResponse(saved);
}

registerHttp('lelo-staff-inactive-undo', {
  route: 'leloRegistration/staff/{id}/inactive/undo',
  methods: ['PUT'],
  access: 'contributor',
  handler: undoLeloStaffEntryInactive,
});
