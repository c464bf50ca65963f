import type { HttpRequest } from '@azure/functions';
import { ACCESS_LOG_LINES_MAX, type AccessLogPage, accessLogFiltersSchema } from '@enroll/domain';
import { searchAccessLog } from '../../data/access-log-search.ts';
import { charterScope } from '../../platform/charter-scope.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';

/**
 * GET /api/access-log?person=&record=&startDate=&endDate=&kind= (Admin and up): the 'Access and
 * export log', newest first: every staff read of a student's record and every export, at most
 * ACCESS_LOG_LINES_MAX lines (`truncated` when more match). An Admin sees the lines that touched
 * their charters; a Super Admin sees all.
 */
export async function listAccessLog(request: HttpRequest) {
  const filters = parseWith(accessLogFiltersSchema, queryObject(request));
  const scope = charterScope(staffIdentityOf(request));
  const page: AccessLogPage = await searchAccessLog(filters, scope, ACCESS_LOG_LINES_MAX);
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('access-log-list', {
  route: 'access-log',
  methods: ['GET'],
  access: 'admin',
  handler: listAccessLog,
});
