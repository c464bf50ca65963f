import type { HttpRequest } from '@azure/functions';
import {
  catalogError,
  DomainError,
  interestPrefillOf,
  invalidInput,
  isInterestEnrolled,
  isInterestLinkExpired,
  isUuid,
  notFoundError,
  validationMessagesEn,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findInterestByUuid } from '../../data/interests-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';

/**
 * GET /api/enrollment/public/{uuid}: what the registration wizard pre-fills from the interest entry
 * of an e-mail link, and nothing more. The uuid is the link's secret; an unknown one is a 404, an
 * entry already enrolled a 409 `interest.enrolled`, a link past its 60 days a 410
 * `interest.link.expired`. Rate-limited per client like the public writes: each call tries a secret.
 */
export async function getInterestPrefill(request: HttpRequest) {
  const uuid = routeParam(request, 'uuid');
  if (!isUuid(uuid)) {
    throw invalidInput([{ field: 'uuid', code: 'invalid', message: 'The link is not valid.' }]);
  }
  const found = await findInterestByUuid(uuid.toLowerCase());
  if (!found) throw notFoundError('No entry matches this link.');
  // Once registered, the link pre-fills nothing more: the family's data is not shown again to whoever holds it.
  if (isInterestEnrolled(found.entry))
    throw new DomainError(
      'conflict',
      validationMessagesEn['interest.enrolled'],
      undefined,
      'interest.enrolled',
    );
  // A link past its lifetime shows nothing either: it may have been forwarded or left in an old inbox.
  if (isInterestLinkExpired(found.entry, new Date())) throw catalogError('gone', 'interest.link.expired');
  return ok(interestPrefillOf(found.entry), { 'Cache-Control': 'no-store' });
}

registerHttp('enrollment-public-prefill', {
  route: 'enrollment/public/{uuid}',
  methods: ['GET'],
  access: 'public',
  rateLimit: 'publicRead',
  handler: getInterestPrefill,
});
