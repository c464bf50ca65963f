import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, interestListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listInterestPage } from '../../data/interests-list.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';

/**
 * GET /api/enrollment?filter=&search=&sort=&order=&cursor=&pageSize=: one page of 'Interest Forms'
 * (InterestListPage), only the caller's charters (entries without a charter: Super Admin only),
 * filtered, sorted and keyset-paged on the server; the total on the first page. Every staff level reads.
 */
export async function listInterests(request: HttpRequest, context: InvocationContext) {
  const query = parseWith(interestListQuerySchema, queryObject(request));
  const scope = callerScopeOf(request);
  const page = await listInterestPage(query, scope, businessToday());
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'list',
    entity: 'interest',
    records: page.rows,
  });
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('enrollment-list', {
  route: 'enrollment',
  methods: ['GET'],
  access: 'staff',
  handler: listInterests,
});
