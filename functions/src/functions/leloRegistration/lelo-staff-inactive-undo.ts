import { undoLeloInactive } from '@enroll/domain';
import { leloStatusMoveHandler } from '../../app/lelo-status-move-handler.ts';
import { registerHttp } from '../../app/registry.ts';

/**
 * PUT /api/leloRegistration/staff/{id}/inactive/undo (the detail's 'Undo Inactive', Contributor and
 * up), body `{}`. If-Match is required (428 missing, 409 stale). An Inactive entry returns to the
 * status it had (Signed once signed, else Active: undoLeloInactive); any other is a 409
 * 'leloEdit.inactiveUndo.invalid'. Recorded in the audit trail. 200 with the entry and its new ETag.
 */
export const undoLeloStaffEntryInactive = leloStatusMoveHandler({
  apply: undoLeloInactive,
  refusal: 'leloEdit.inactiveUndo.invalid',
  event: 'lelo.inactiveUndone',
  audit: 'lelo.inactiveUndone',
});

registerHttp('lelo-staff-inactive-undo', {
  route: 'leloRegistration/staff/{id}/inactive/undo',
  methods: ['PUT'],
  access: 'contributor',
  handler: undoLeloStaffEntryInactive,
});
