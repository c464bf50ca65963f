import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, orientationListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listOrientationPage } from '../../data/orientations-list.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordDisclosure } from '../../services/audit/record-disclosure.ts';

/**
 * GET /api/registration/orientations?search=&sort=&order=&cursor=&pageSize=: one page of
 * /scheduled-orientations (OrientationListPage): the registrations in 'Orientation Scheduled' or
 * 'Virtual Orientation Sent' of the caller's charters (a Super Admin sees all), soonest live
 * orientation first unless sorted, each row with the ETag a batch update sends back; the total on the
 * first page. Every staff level reads. The literal route wins over registration/{id}.
 */
export async function listOrientations(request: HttpRequest, context: InvocationContext) {
  const query = parseWith(orientationListQuerySchema, queryObject(request));
  const scope = callerScopeOf(request);
  const page = await listOrientationPage(query, scope, businessToday());
  recordDisclosure(staffIdentityOf(request), context, {
    kind: 'list',
    entity: 'registration',
    records: page.rows,
    screen: 'Scheduled Orientations',
  });
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-orientation-list', {
  route: 'registration/orientations',
  methods: ['GET'],
  access: 'staff',
  handler: listOrientations,
});
