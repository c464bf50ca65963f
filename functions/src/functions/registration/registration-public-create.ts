import { randomUUID } from 'node:crypto';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  buildRegistrationRecord,
  invalidInput,
  registrationSiteSchema,
  registrationSubmissionSchema,
  withoutUnwalkedFields,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findBrandByName } from '../../data/brands-repository.ts';
import { findInterestByUuid, markInterestEnrolled } from '../../data/interests-repository.ts';
import { createRegistrationOnce } from '../../data/registrations-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { assertSameRequest, idempotentId, requestHashOf } from '../../platform/idempotency.ts';
import { logError, logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import { enqueueEmailJob } from '../../services/email/email-job.ts';

/**
 * POST /api/registration/public: a family's registration from the public wizard. The site decides
 * the brand and so the variant (short 11 steps, long 15 steps); the body is validated with the same
 * step schemas the wizard used for that variant. Stored once per Idempotency-Key; the register and
 * notification e-mails are queued; an interest link's entry is marked enrolled.
 */
export async function createPublicRegistration(request: HttpRequest, context: InvocationContext) {
  const id = idempotentId(request, 'registration');
  const body = await readJsonBody(request);
  const { site: siteId } = parseWith(registrationSiteSchema, body);
  const stored = await findSite(siteId);
  if (!stored) {
    throw invalidInput([
      { field: 'site', code: 'invalid', message: `The site ID "${siteId}" is not valid.` },
    ]);
  }
  const site = toSite(stored);
  const variant = (await findBrandByName(site.brandName))?.registrationVariant ?? 'long';
  // Fields of steps this variant and these answers do not walk were never validated: not stored.
  const submission = withoutUnwalkedFields(variant, parseWith(registrationSubmissionSchema(variant), body));
  const requestHash = requestHashOf(body);
  // The interest of the family's link, so the registration can link back to it.
  const interest = submission.uuid ? await findInterestByUuid(submission.uuid) : null;
  const record = {
    ...buildRegistrationRecord(submission, site, { id, uuid: randomUUID() }, new Date()),
    ...(interest ? { interestId: interest.entry.id } : {}),
    requestHash,
  };
  const [result] = await Promise.all([
    createRegistrationOnce(record),
    enqueueEmailJob({ kind: 'registration', jobId: `registration-${id}`, registrationId: id }),
  ]);
  if (!result.created) assertSameRequest(result.document, requestHash);
  await queueDuplicateCheck({ kind: 'registration', id: result.document.id });
  if (submission.uuid && result.created) {
    try {
      await markInterestEnrolled(submission.uuid, result.document.id);
    } catch (error) {
      // The registration is stored; the family must not see this. Staff can fix the interest by hand.
      logError(context, 'registration.interest-status-failed', error, { registrationId: id });
    }
  }
  logInfo(context, 'registration.created', { registrationId: id, variant, repeated: !result.created });
  return created({ id: result.document.id, _uuid: result.document._uuid });
}

registerHttp('registration-public-create', {
  route: 'registration/public',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'registration',
  maxBodyBytes: 64 * 1024,
  handler: createPublicRegistration,
});
