import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../platform/registry.ts';
import { scopeOf } from '../../services/interest-entries/scoped-interest.ts';
import { leloStaffResponse, readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}: one secondary enrollment for /lelo-forms/{id} (every staff
 * level), with its ETag for a later If-Match. An unknown id and another charter's entry are the same
 * 404. The literal 'staff' segment keeps it apart from the public leloRegistration/{uuid} pre-fill.
 */
export async function getLeloStaffEntry(request: HttpRequest) {
  return leloStaffResponse(await readScopedLeloEntry(scopeOf(request), request.params.id ?? ''));
}

registerHttp('lelo-staff-entry-get', {
  route: 'leloRegistration/staff/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloStaffEntry,
});
