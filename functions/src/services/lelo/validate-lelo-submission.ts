import {
  businessToday,
  type CourseOfferingRecord,
  catalogFieldError,
  coursesForGrade,
  type FieldError,
  invalidInput,
  isSelfAdult,
  type LeloSessionRecord,
  type LeloSubmission,
  leloSubmissionSchema,
  levelDetails,
  type OfferedCourse,
  resolveOfferedCourses,
  schoolLevelOfGrade,
  sessionGate,
  type ValidationMessageKey,
} from '@enroll/domain';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import { findSessionByPermalink } from '../../data/sessions-repository.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { withCharterCourseNames } from '../translations/course-names.ts';
import { type AgreementForFamily, agreementForFamily } from './agreement-to-sign.ts';
import { checkSignatureDataUrl, SIGNATURE_REFUSAL_MESSAGES } from './signature-image.ts';

/** A submission that passed every check, with what the server looked up for it. */
export interface ValidatedLeloSubmission {
  submission: LeloSubmission;
  session: LeloSessionRecord;
  offering: CourseOfferingRecord;
  /** The picked courses as the site offers them (names, credits, NCAA flags from the server). */
  courses: OfferedCourse[];
  studentSignature: Buffer;
  /** Null for a 'Self 18+' student: any parent signature sent is ignored. */
  parentSignature: Buffer | null;
  /** The agreement signed: the text the agreement step showed (its digest is the one the browser sent). */
  agreement: AgreementForFamily;
}

function invalid(field: string, code: ValidationMessageKey | 'invalid', message?: string) {
  const error: FieldError =
    code === 'invalid'
      ? { field, code, message: message ?? 'This value is not valid.' }
      : catalogFieldError(field, code);
  return invalidInput([error]);
}

function decodeSignature(field: 'studentSignature' | 'parentSignature', dataUrl: string): Buffer {
  const checked = checkSignatureDataUrl(dataUrl);
  if (checked.ok) return checked.png;
  throw invalid(field, SIGNATURE_REFUSAL_MESSAGES[checked.reason]);
}

async function openSession(permalink: string, today: string): Promise<LeloSessionRecord> {
  const session = await findSessionByPermalink(permalink);
  // An unknown permalink takes no registrations either: the same answer as a closed session.
  if (!session || !sessionGate(session, today).open) throw invalid('permalink', 'lelo.session.closed');
  return session;
}

function resolveCourses(submission: LeloSubmission, offering: CourseOfferingRecord): OfferedCourse[] {
  const level = schoolLevelOfGrade(submission.gradeLevel);
  const details = level ? levelDetails(offering, level) : undefined;
  const resolved = resolveOfferedCourses(
    submission,
    coursesForGrade(offering, submission.gradeLevel),
    details?.totalCourses,
    details?.includeNCAA,
  );
  if (!resolved.ok) throw invalid(resolved.field, resolved.message);
  return resolved.courses;
}

/**
 * Every check of a Lelo submit (docs/api.md), before anything is written: the body against the
 * domain schema (signature dates today ±1 day), the session open today, the site's offering for the
 * charter, the courses against that offering (its includeNCAA included), and the signatures by their
 * bytes. "Today" is the business day (ENROLLMENT_TIME_ZONE). Throws a 400 with the failing field.
 */
export async function validateLeloSubmission(
  raw: unknown,
  now: Date = new Date(),
): Promise<ValidatedLeloSubmission> {
  const today = businessToday(now);
  const submission = parseWith(leloSubmissionSchema(today), raw);
  const adult = isSelfAdult(submission.pgRelationshipToStudent);
  const session = await openSession(submission.permalink, today);
  const stored = await findCourseOffering(session.id, submission.siteId);
  if (!stored || stored.charter_id !== submission.charter_id)
    throw invalid('siteId', 'invalid', 'This learning center does not take registrations in this session.');
  // The courses are kept with the Spanish names the family was shown beside the English ones.
  const offering = await withCharterCourseNames(stored);
  const courses = resolveCourses(submission, offering);
  const studentSignature = decodeSignature('studentSignature', submission.studentSignature);
  const parentSignature = adult ? null : decodeSignature('parentSignature', submission.parentSignature);
  // The agreement as the step serves it now: the family must have been shown exactly this text.
  const agreement = await agreementForFamily(offering.charter_id, submission.language);
  if (submission.agreementSha256Shown !== agreement.sha256)
    throw invalid('agreementSha256Shown', 'lelo.agreement.changed');
  return { submission, session, offering, courses, studentSignature, parentSignature, agreement };
}
