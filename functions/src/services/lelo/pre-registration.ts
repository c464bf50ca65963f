import { randomUUID } from 'node:crypto';
import type { InvocationContext } from '@azure/functions';
import {
  buildPreRegistrationRecord,
  businessToday,
  type CharterScope,
  type CourseOfferingRecord,
  charterScopeOf,
  coursesForGrade,
  invalidField,
  isCharterInScope,
  type LeloSessionRecord,
  levelDetails,
  type OfferedCourse,
  type PreRegistrationCreated,
  type PreRegistrationValues,
  pickedCourseIds,
  preRegistrationFormPath,
  preRegistrationSchema,
  resolveOfferedCourses,
  schoolLevelOfGrade,
} from '@enroll/domain';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import {
  createLeloRegistrationOnce,
  findLeloRegistration,
} from '../../data/lelo-registrations-repository.ts';
import { findSession } from '../../data/sessions-repository.ts';
import { assertSameRequest, idForKey, requestHashOf } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith } from '../../platform/parse-body.ts';
import type { Submission } from '../../platform/request-values.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { queueDuplicateCheck } from '../duplicates/duplicate-check-job.ts';
import { enqueueEmailJob } from '../email/email-job.ts';
import { withCharterCourseNames } from '../translations/course-names.ts';

/** The session the page names: its id and permalink must both match a stored session. */
async function sessionOf(values: PreRegistrationValues): Promise<LeloSessionRecord> {
  const session = await findSession(values.LeloRegistrationProfile);
  if (!session || session.permalink !== values.permalink)
    throw invalidField('LeloRegistrationProfile', 'preRegistration.session.invalid');
  return session;
}

/**
 * The site's offering in the session, of the named charter and of a charter in the caller's scope.
 * Unknown, of another charter and out of scope are the same 400 on `siteId`, so the form cannot probe
 * other charters' sites. Its courses carry the charter's Spanish names, for the family's e-mail.
 */
async function offeringOf(
  values: PreRegistrationValues,
  session: LeloSessionRecord,
  scope: CharterScope,
): Promise<CourseOfferingRecord> {
  const offering = await findCourseOffering(session.id, values.siteId);
  if (!offering || offering.charter_id !== values.charter_id || !isCharterInScope(scope, offering.charter_id))
    throw invalidField('siteId', 'preRegistration.site.invalid');
  return withCharterCourseNames(offering);
}

/**
 * The picked courses as the site offers them for the grade (names and credits from the offering).
 * The NCAA notice is the family's to understand when they sign, so it does not block staff here.
 */
function coursesOf(values: PreRegistrationValues, offering: CourseOfferingRecord): OfferedCourse[] {
  const level = schoolLevelOfGrade(values.gradeLevel);
  const details = level ? levelDetails(offering, level) : undefined;
  const resolved = resolveOfferedCourses(
    {
      gradeLevel: values.gradeLevel,
      courses: pickedCourseIds(values).map((id) => ({ id, course_name: id })),
      understood1: true,
    },
    coursesForGrade(offering, values.gradeLevel),
    details?.totalCourses,
    details?.includeNCAA,
  );
  if (!resolved.ok) throw invalidField(resolved.field, resolved.message);
  return resolved.courses;
}

/** The family's e-mail with the link to sign, when the form gave an address (the job id sends it once). */
function emailJobOf(entryId: string) {
  return enqueueEmailJob({
    kind: 'lelo-pre-registration',
    jobId: `lelo-pre-registration-${entryId}`,
    leloRegistrationId: entryId,
  });
}

/**
 * POST /api/leloRegistration/pre-registration: every check before the first write (400 with the
 * failing field, nothing stored), then the Active entry once per Idempotency-Key, then the family's
 * e-mail with the /forms/{permalink}/{uuid} link when an address was given. A repeat answers as the
 * first request did (and queues the e-mail again, which the job id keeps to one send).
 */
export async function createPreRegistration(
  identity: StaffIdentity,
  submission: Pick<Submission, 'idempotencyKey' | 'body'>,
  context: InvocationContext,
): Promise<PreRegistrationCreated> {
  const id = idForKey(submission.idempotencyKey, 'lelo-pre-registration');
  const { body } = submission;
  const now = new Date();
  const values = parseWith(preRegistrationSchema(businessToday(now)), body);
  const session = await sessionOf(values);
  const offering = await offeringOf(values, session, charterScopeOf(identity));
  const courses = coursesOf(values, offering);
  const requestHash = requestHashOf(body);
  const earlier = await findLeloRegistration(id);
  if (earlier) assertSameRequest(earlier, requestHash);
  const record = {
    ...buildPreRegistrationRecord(
      values,
      { session, offering, courses },
      { id, uuid: randomUUID(), now, createdBy: identity.email },
    ),
    requestHash,
  };
  const result = earlier ? { document: earlier, created: false } : await createLeloRegistrationOnce(record);
  if (!result.created) assertSameRequest(result.document, requestHash);
  const stored = result.document;
  if (stored.studentEmail) await emailJobOf(stored.id);
  await queueDuplicateCheck({ kind: 'lelo', id: stored.id });
  logInfo(context, 'lelo.preRegistered', {
    leloRegistrationId: stored.id,
    siteId: offering.siteId,
    repeated: !result.created,
    by: identity.userId,
  });
  return {
    id: stored.id,
    _uuid: stored._uuid,
    formPath: preRegistrationFormPath(stored.permaLink, stored._uuid),
  };
}
