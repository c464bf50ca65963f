import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type AccessEntity, businessToday, type CharterScope } from '@enroll/domain';
import type * as z from 'zod/mini';
import { ok, versioned } from '../platform/http-responses.ts';
import { parseWith } from '../platform/parse-body.ts';
import { queryObject } from '../platform/query-params.ts';
import { callerScopeOf, routeParam } from '../platform/request-values.ts';
import { staffIdentityOf } from '../platform/staff-identity.ts';
import { recordDisclosure } from '../services/audit/record-disclosure.ts';
import type { HttpHandler } from './registry.ts';

// The handlers that interests, registrations and secondary enrollments answer alike: a record of the
// caller's charters read by its route id, a page of their list.

/** A record the access log can name: its id and its charter. */
interface ShownRecord {
  id: string;
  charter_id?: string | null;
}

/** Reads the record of the route's id within the caller's charters (another charter's is a 404). */
type ScopedRead<T> = (scope: CharterScope, id: string) => Promise<T>;

/**
 * GET of one record by its route id: read within the caller's charters (an unknown id and another
 * charter's record are the same 404), recorded in the access log, answered as `body` shows it with
 * its ETag for a later If-Match.
 */
export function scopedRecordGet<T extends ShownRecord & { _etag: string }>(
  entity: AccessEntity,
  read: ScopedRead<T>,
  body: (record: T) => unknown,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const record = await read(callerScopeOf(request), routeParam(request));
    recordDisclosure(staffIdentityOf(request), context, { kind: 'detail', entity, records: [record] });
    return versioned(body(record), record._etag);
  };
}

/** The list of `entity` as the access log records it; `screen` when it is not the entity's list. */
interface ListDisclosure {
  entity: AccessEntity;
  screen?: string;
}

/**
 * GET of one page of a staff list: the query string parsed with `schema` (400 otherwise), only the
 * caller's charters, today in the business time zone; the rows shown are recorded in the access log
 * and the page is never cached.
 */
export function staffListGet<S extends z.core.$ZodType, P extends { rows: readonly ShownRecord[] }>(
  schema: S,
  list: (query: z.output<S>, scope: CharterScope, today: string) => Promise<P>,
  disclosure: ListDisclosure,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const query = parseWith(schema, queryObject(request));
    const scope = callerScopeOf(request);
    const page = await list(query, scope, businessToday());
    recordDisclosure(staffIdentityOf(request), context, { kind: 'list', ...disclosure, records: page.rows });
    return ok(page, { 'Cache-Control': 'private, no-store' });
  };
}
