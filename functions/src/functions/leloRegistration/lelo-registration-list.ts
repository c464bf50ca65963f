import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, leloListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listLeloPage } from '../../data/lelo-list.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';

/**
 * GET /api/leloRegistration?status=&session=&startDate=&endDate=&search=&sort=&order=&cursor=&pageSize=:
 * one page of /lelo-forms (LeloListPage), only entries of the caller's charters (a Super Admin sees
 * all), filtered, sorted and keyset-paged on the server; the total on the first page. Every staff
 * level reads. The public routes are leloRegistration/{uuid} (GET, PUT) and POST leloRegistration.
 */
export async function listLeloRegistrations(request: HttpRequest, context: InvocationContext) {
  const query = parseWith(leloListQuerySchema, queryObject(request));
  const scope = callerScopeOf(request);
  const page = await listLeloPage(query, scope, businessToday());
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'list',
    entity: 'leloRegistration',
    records: page.rows,
  });
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('lelo-registration-list', {
  route: 'leloRegistration',
  methods: ['GET'],
  access: 'staff',
  handler: listLeloRegistrations,
});
