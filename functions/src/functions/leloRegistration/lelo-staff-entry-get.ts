import { registerHttp } from '../../app/registry.ts';
import { scopedRecordGet } from '../../app/staff-record-handlers.ts';
import { leloStaffBody, readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}: one secondary enrollment for /lelo-forms/{id} (every staff
 * level), with its ETag for a later If-Match. An unknown id and another charter's entry are the same
 * 404. The literal 'staff' segment keeps it apart from the public leloRegistration/{uuid} pre-fill.
 */
export const getLeloStaffEntry = scopedRecordGet('leloRegistration', readScopedLeloEntry, leloStaffBody);

registerHttp('lelo-staff-entry-get', {
  route: 'leloRegistration/staff/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloStaffEntry,
});
