import { interestListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListGet } from '../../app/staff-record-handlers.ts';
import { listInterestPage } from '../../data/interests-list.ts';

/**
 * GET /api/enrollment?filter=&search=&sort=&order=&cursor=&pageSize=: one page of 'Interest Forms'
 * (InterestListPage), only the caller's charters (entries without a charter: Super Admin only),
 * filtered, sorted and keyset-paged on the server; the total on the first page. Every staff level reads.
 */
export const listInterests = staffListGet(interestListQuerySchema, listInterestPage, { entity: 'interest' });

registerHttp('enrollment-list', {
  route: 'enrollment',
  methods: ['GET'],
  access: 'staff',
  handler: listInterests,
});
