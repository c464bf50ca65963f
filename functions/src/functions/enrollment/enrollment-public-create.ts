import { randomUUID } from 'node:crypto';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import { buildInterestEntry, interestSubmissionSchema, invalidInput } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createInterestOnce } from '../../data/interests-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { assertSameRequest, idempotentId, requestHashOf } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import { enqueueEmailJob } from '../../services/email/email-job.ts';
import { interestEmailJobId } from '../../services/email/interest-family-email.ts';

/**
 * POST /api/enrollment/public: a family's request for information. Stores the interest entry
 * (once per Idempotency-Key) and queues the interest e-mail.
 */
export async function createPublicInterest(request: HttpRequest, context: InvocationContext) {
  const id = idempotentId(request, 'interest');
  const body = await readJsonBody(request);
  const submission = parseWith(interestSubmissionSchema, body);
  let site = null;
  if (submission.site) {
    const stored = await findSite(submission.site);
    if (!stored) {
      throw invalidInput([
        { field: 'site', code: 'invalid', message: `The site ID "${submission.site}" is not valid.` },
      ]);
    }
    site = toSite(stored);
  }
  const requestHash = requestHashOf(body);
  const entry = {
    ...buildInterestEntry(submission, site, { id, uuid: randomUUID() }, new Date()),
    requestHash,
  };
  // The write and the e-mail job go out together: the job waits (retries) until the entry is there.
  // A repeat queues the job again, so a first attempt that died half-way still gets its mail; the
  // job id, the same for every repeat, makes a second send impossible.
  const [result] = await Promise.all([
    createInterestOnce(entry),
    enqueueEmailJob({ kind: 'interest', jobId: interestEmailJobId(id), interestId: id }),
  ]);
  if (!result.created) assertSameRequest(result.document, requestHash);
  await queueDuplicateCheck({ kind: 'interest', id: result.document.id });
  logInfo(context, 'interest.created', { interestId: result.document.id, repeated: !result.created });
  return created({ id: result.document.id, _uuid: result.document._uuid });
}

registerHttp('enrollment-public-create', {
  route: 'enrollment/public',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'interest',
  maxBodyBytes: 16 * 1024,
  handler: createPublicInterest,
});
