import { markLeloInactive } from '@enroll/domain';
import { leloStatusMoveHandler } from '../../app/lelo-status-move-handler.ts';
import { registerHttp } from '../../app/registry.ts';

/**
 * PUT /api/leloRegistration/staff/{id}/inactive (the detail's 'Mark as Inactive', Contributor and
 * up), body `{}` (a JSON write like every other; nothing in it is read). If-Match is required (428 missing, 409 stale). Only an Active or Signed entry becomes
 * Inactive (markLeloInactive); an Inactive one is a 409 'leloEdit.inactive.invalid'. Nothing else of
 * the entry changes; the signed agreement and images stay, so it can be undone (/inactive/undo).
 * Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export const markLeloStaffEntryInactive = leloStatusMoveHandler({
  apply: markLeloInactive,
  refusal: 'leloEdit.inactive.invalid',
  event: 'lelo.inactive',
  audit: 'lelo.markedInactive',
});

registerHttp('lelo-staff-inactive-update', {
  route: 'leloRegistration/staff/{id}/inactive',
  methods: ['PUT'],
  access: 'contributor',
  handler: markLeloStaffEntryInactive,
});
