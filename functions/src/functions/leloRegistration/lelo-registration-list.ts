import { leloListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListGet } from '../../app/staff-record-handlers.ts';
import { listLeloPage } from '../../data/lelo-list.ts';

/**
 * GET /api/leloRegistration?status=&session=&startDate=&endDate=&search=&sort=&order=&cursor=&pageSize=:
 * one page of /lelo-forms (LeloListPage), only entries of the caller's charters (a Super Admin sees
 * all), filtered, sorted and keyset-paged on the server; the total on the first page. Every staff
 * level reads. The public routes are leloRegistration/{uuid} (GET, PUT) and POST leloRegistration.
 */
export const listLeloRegistrations = staffListGet(leloListQuerySchema, listLeloPage, {
  entity: 'leloRegistration',
});

registerHttp('lelo-registration-list', {
  route: 'leloRegistration',
  methods: ['GET'],
  access: 'staff',
  handler: listLeloRegistrations,
});
