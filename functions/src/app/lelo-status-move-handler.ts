import type { HttpRequest, InvocationContext } from '@azure/functions';
import { versioned } from '../platform/http-responses.ts';
import { requiredIfMatch, routeParam } from '../platform/request-values.ts';
import { staffIdentityOf } from '../platform/staff-identity.ts';
import { type LeloStatusMove, moveLeloStatus } from '../services/lelo-staff/lelo-status-move.ts';
import { leloStaffBody } from '../services/lelo-staff/scoped-lelo.ts';
import type { HttpHandler } from './registry.ts';

/**
 * PUT of a status move on the secondary enrollment of the route's id, by the signed-in staff member:
 * If-Match required (428 missing, 409 stale), the move's own 409 when the status does not allow it;
 * 200 with the entry and its new ETag.
 */
export function leloStatusMoveHandler(move: LeloStatusMove): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const target = { id: routeParam(request), etag: requiredIfMatch(request, 'leloEdit.ifMatch.required') };
    const saved = await moveLeloStatus(staffIdentityOf(request), context, target, move);
    return versioned(leloStaffBody(saved), saved._etag);
  };
}
