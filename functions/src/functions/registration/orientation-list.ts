import { orientationListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListGet } from '../../app/staff-record-handlers.ts';
import { listOrientationPage } from '../../data/orientations-list.ts';

/**
 * GET /api/registration/orientations?search=&sort=&order=&cursor=&pageSize=: one page of
 * /scheduled-orientations (OrientationListPage): the registrations in 'Orientation Scheduled' or
 * 'Virtual Orientation Sent' of the caller's charters (a Super Admin sees all), soonest live
 * orientation first unless sorted, each row with the ETag a batch update sends back; the total on the
 * first page. Every staff level reads. The literal route wins over registration/{id}.
 */
export const listOrientations = staffListGet(orientationListQuerySchema, listOrientationPage, {
  entity: 'registration',
  screen: 'Scheduled Orientations',
});

registerHttp('registration-orientation-list', {
  route: 'registration/orientations',
  methods: ['GET'],
  access: 'staff',
  handler: listOrientations,
});
