import { registerHttp } from '../../app/registry.ts';
import { scopedRecordGet } from '../../app/staff-record-handlers.ts';
import {
  readScopedRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}: one registration (without Cosmos system fields and list keys) with its
 * ETag for a later If-Match, for every staff level. An unknown id and another charter's registration
 * are the same 404. The literal routes (registration/public, registration/export) are more specific
 * and win.
 */
export const getRegistration = scopedRecordGet('registration', readScopedRegistration, registrationBody);

registerHttp('registration-get', {
  route: 'registration/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistration,
});
