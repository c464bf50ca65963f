import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, registrationListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listRegistrationPage } from '../../data/registrations-list.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';

/**
 * GET /api/registration?filter=&search=&sort=&order=&cursor=&pageSize=: one page of
 * /registration-forms (RegistrationListPage), only the caller's charters (a Super Admin sees all),
 * filtered (regular, under/over 18, completed, terminated), sorted and keyset-paged on the server;
 * the total on the first page. Every staff level reads.
 */
export async function listRegistrations(request: HttpRequest, context: InvocationContext) {
  const query = parseWith(registrationListQuerySchema, queryObject(request));
  const scope = callerScopeOf(request);
  const page = await listRegistrationPage(query, scope, businessToday());
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'list',
    entity: 'registration',
    records: page.rows,
  });
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-list', {
  route: 'registration',
  methods: ['GET'],
  access: 'staff',
  handler: listRegistrations,
});
