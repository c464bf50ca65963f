import { registerHttp } from '../../app/registry.ts';
import { scopedRecordGet } from '../../app/staff-record-handlers.ts';
import { interestBody, readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/**
 * GET /api/enrollment/{id}: one interest entry (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match. An unknown id and another charter's entry are the same 404. The literal
 * routes (enrollment/public, enrollment/export, enrollment/status/{id}) are more specific and win.
 */
export const getInterest = scopedRecordGet('interest', readScopedInterest, interestBody);

registerHttp('enrollment-get', {
  route: 'enrollment/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getInterest,
});
