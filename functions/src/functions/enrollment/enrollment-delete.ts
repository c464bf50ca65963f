import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { deleteNotesOf } from '../../data/interest-notes-repository.ts';
import { deleteInterest } from '../../data/interests-repository.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, ifMatchOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordStaffAudit } from '../../services/audit/audit-staff-action.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import {
  assertCurrentInterest,
  readScopedInterest,
} from '../../services/interest-entries/scoped-interest.ts';

/**
 * DELETE /api/enrollment/{id}: removes the entry and its contact notes, 204. An entry of another
 * charter is a 404. If-Match is optional (the detail sends it; a stale one is a 409).
 *
 * The audit record (who, when, which id) is written first: if the delete then fails, the log holds
 * an attempt that did not happen, which a reader can check against the entry; the other order could
 * lose the record of a delete that did happen.
 */
export async function deleteInterestEntry(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  const etag = ifMatchOf(request);
  const entry = await readScopedInterest(callerScopeOf(request), id);
  assertCurrentInterest(entry, etag);
  const identity = staffIdentityOf(request);
  const subject = { entryId: entry.id, charter_id: entry.charter_id };
  const audit = await recordStaffAudit(identity, 'interest.deleted', subject);
  await deleteInterest(entry.id, etag ?? undefined);
  const notes = await deleteNotesOf(entry.id);
  // The check finds the entry gone and forgets its flags.
  await queueDuplicateCheck({ kind: 'interest', id: entry.id });
  logInfo(context, 'interest.deleted', { entryId: entry.id, auditId: audit.id, notes, by: identity.userId });
  return { status: 204 };
}

// Contributor and up: the spec puts Delete among the detail's actions, and the detail opens only for
// the levels that may edit (a User's row click is refused with "You don't have edit option").
registerHttp('enrollment-delete', {
  route: 'enrollment/{id}',
  methods: ['DELETE'],
  access: 'contributor',
  handler: deleteInterestEntry,
});
