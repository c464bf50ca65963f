import type { HttpRequest } from '@azure/functions';
import { type AccessLogPage, accessLogQuerySchema, pageSizeOf } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { countAccessLog, searchAccessLog } from '../../data/access-log-search.ts';
import { decodeCursor, encodeCursor } from '../../data/keyset-cursor.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';

/** The list has one order (newest first): its cursors name no sort. */
const ORDER = { sort: '', order: 'desc' } as const;

/**
 * GET /api/access-log?person=&record=&startDate=&endDate=&kind=&cursor=&pageSize= (Admin and up):
 * the 'Access and export log', newest first, one keyset page (the total on the first): every staff
 * read of a student's record and every export. An Admin sees the lines that touched their charters;
 * a Super Admin sees all.
 */
export async function listAccessLog(request: HttpRequest) {
  const { cursor, pageSize, ...filters } = parseWith(accessLogQuerySchema, queryObject(request));
  const scope = callerScopeOf(request);
  const limit = pageSizeOf({ pageSize });
  const [found, total] = await Promise.all([
    searchAccessLog(filters, scope, limit, cursor ? decodeCursor(cursor, ORDER) : undefined),
    cursor ? null : countAccessLog(filters, scope),
  ]);
  const last = found.lines.at(-1);
  const page: AccessLogPage = {
    rows: found.lines,
    nextCursor: found.more && last ? encodeCursor({ v: last.at, id: last.id, ...ORDER }) : null,
    total,
  };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('access-log-list', {
  route: 'access-log',
  methods: ['GET'],
  access: 'admin',
  handler: listAccessLog,
});
