import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { AccessEntity, CharterScope } from '@enroll/domain';
import { versioned } from '../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../platform/request-values.ts';
import { staffIdentityOf } from '../platform/staff-identity.ts';
import { recordDisclosure } from '../services/audit/record-disclosure.ts';
import type { HttpHandler } from './registry.ts';

// The handlers that interests, registrations and secondary enrollments answer alike: a record of the
// caller's charters read by its route id.

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
