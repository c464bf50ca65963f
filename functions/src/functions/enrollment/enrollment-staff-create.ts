import { randomUUID } from 'node:crypto';
import type { HttpRequest, InvocationContext } from '@azure/functions';
import { buildStaffInterestEntry, staffInterestCreateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createInterestOnce } from '../../data/interests-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { assertSameRequest, idempotentId, requestHashOf } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import { siteOfCharter } from '../../services/interest-entries/site-of-charter.ts';

/**
 * POST /api/enrollment (staff Add Interest): stores the entry once per Idempotency-Key, 201 {id, _uuid}.
 * The site must exist and be of a charter in the caller's scope (403); the learning-center fields
 * come from it. No e-mail goes to the family: the coordinator adding the entry is already talking to
 * them (the public form's interest e-mail is for families who asked on their own).
 */
export async function createStaffInterest(request: HttpRequest, context: InvocationContext) {
  const id = idempotentId(request, 'staff-interest');
  const body = await readJsonBody(request);
  const input = parseWith(staffInterestCreateSchema, body);
  const site = await siteOfCharter(input.learningCenterId, null, callerScopeOf(request));
  const identity = staffIdentityOf(request);
  const requestHash = requestHashOf(body);
  const entry = {
    ...buildStaffInterestEntry(input, site, { id, uuid: randomUUID() }, identity.email, new Date()),
    requestHash,
  };
  const result = await createInterestOnce(entry);
  if (!result.created) assertSameRequest(result.document, requestHash);
  await queueDuplicateCheck({ kind: 'interest', id: result.document.id });
  logInfo(context, 'interest.staffCreated', {
    entryId: result.document.id,
    siteId: site.id,
    repeated: !result.created,
    by: identity.userId,
  });
  return created({ id: result.document.id, _uuid: result.document._uuid });
}

registerHttp('enrollment-staff-create', {
  route: 'enrollment',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: createStaffInterest,
});
