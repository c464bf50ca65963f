import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type InterestEvent, interestStatusChangeSchema } from '@enroll/domain';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import {
  applyEvent,
  assertCurrentVersion,
  interestResponse,
  readScopedInterest,
  requiredIfMatch,
} from '../../services/interest-entries/scoped-interest.ts';

/**
 * PUT /api/enrollment/status/{id}: {status: 'Not Interested'} marks the entry Not Interested,
 * {status: 'Follow up Required'} reopens a declined one, {enrollstatus: 'Yes'} (the spec's default)
 * records a submitted registration. Each goes through the status machine (an illegal move is a 409
 * 'interest.transition.invalid'); If-Match is required.
 */
export async function updateInterestStatus(request: HttpRequest, context: InvocationContext) {
  const id = request.params.id ?? '';
  const input = await parseJsonBody(request, interestStatusChangeSchema);
  const etag = requiredIfMatch(request);
  const entry = await readScopedInterest(request, id);
  assertCurrentVersion(entry, etag);
  const event: InterestEvent = !('status' in input)
    ? 'enrollmentSubmitted'
    : input.status === 'Not Interested'
      ? 'markedNotInterested'
      : 'reopened';
  const stored = await applyEvent(entry, event, etag);
  logInfo(context, 'interest.statusChanged', { entryId: stored.id, move: event });
  return interestResponse(stored);
}

registerHttp('enrollment-status-update', {
  route: 'enrollment/status/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 4 * 1024,
  handler: updateInterestStatus,
});
