import { REGISTRATION_STATUSES, type RegistrationStatusTypes } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';

/** GET /api/status_types: the registration statuses in the spec's order. Every staff level reads. */
export function listStatusTypes() {
  const body: RegistrationStatusTypes = { statuses: REGISTRATION_STATUSES };
  return Promise.resolve(ok(body, { 'Cache-Control': 'private, max-age=300' }));
}

registerHttp('status-types-list', {
  route: 'status_types',
  methods: ['GET'],
  access: 'staff',
  handler: listStatusTypes,
});
