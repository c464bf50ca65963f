import { registrationListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListGet } from '../../app/staff-record-handlers.ts';
import { listRegistrationPage } from '../../data/registrations-list.ts';

/**
 * GET /api/registration?filter=&search=&sort=&order=&cursor=&pageSize=: one page of
 * /registration-forms (RegistrationListPage), only the caller's charters (a Super Admin sees all),
 * filtered (regular, under/over 18, completed, terminated), sorted and keyset-paged on the server;
 * the total on the first page. Every staff level reads.
 */
export const listRegistrations = staffListGet(registrationListQuerySchema, listRegistrationPage, {
  entity: 'registration',
});

registerHttp('registration-list', {
  route: 'registration',
  methods: ['GET'],
  access: 'staff',
  handler: listRegistrations,
});
