import type { HttpRequest, InvocationContext } from '@azure/functions';
import { markLeloInactive, validationMessagesEn } from '@enroll/domain';
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
 * PUT /api/leloRegistration/staff/{id}/inactive (the detail's 'Mark as Inactive', Contributor and
 * up), body `{}` (a JSON write like every other; nothing in it is read). If-Match is required (428 missing, 409 stale). Only an Active or Signed entry becomes
 * Inactive (markLeloInactive); an Inactive one is a 409 'leloEdit.inactive.invalid'. Nothing else of
 * the entry changes; the signed agreement and images stay, so it can be undone (/inactive/undo).
 * Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export async function markLeloStaffEntryInactive(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'leloEdit.ifMatch.required');
  const stored = await readScopedLeloEntry(scopeOf(request), request.params.id ?? '');
  assertCurrentVersion(stored, etag, leloConflict);
  const inactive = markLeloInactive(stored, new Date());
  if (!inactive)
    throw new HttpError(
      409,
      validationMessagesEn['leloEdit.inactive.invalid'],
      undefined,
      'leloEdit.inactive.invalid',
    );
  const saved = await replaceLeloRegistrationVersioned(inactive, etag);
  logInfo(context, 'lelo.inactive', { leloId: saved.id, from: stored.status });
  await auditStaffAction(request, context, 'lelo.markedInactive', {
    entryId: saved.id,
    charter_id: saved.charter_id,
  });
  return leloStaffResponse(saved);
}

registerHttp('lelo-staff-inactive-update', {
  route: 'leloRegistration/staff/{id}/inactive',
  methods: ['PUT'],
  access: 'contributor',
  handler: markLeloStaffEntryInactive,
});
