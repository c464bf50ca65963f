import { createHash } from 'node:crypto';
import {
  ADULT_AGE,
  ageOn,
  businessToday,
  type CourseOfferingRecord,
  coursesForGrade,
  type FieldError,
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
  validationMessagesEn,
} from '@enroll/domain';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import { findSessionByPermalink } from '../../data/sessions-repository.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';
import { checkSignatureDataUrl } from './signature-image.ts';

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
  /** SHA-256 (hex) of the charter's master agreement text, the one the agreement step showed. */
  agreementSha256: string;
}

function fieldError(field: string, code: ValidationMessageKey): FieldError {
  return { field, code, message: validationMessagesEn[code] };
}

function invalid(field: string, code: ValidationMessageKey | 'invalid', message?: string) {
  const error: FieldError =
    code === 'invalid'
      ? { field, code, message: message ?? 'This value is not valid.' }
      : fieldError(field, code);
  return badRequest('Validation failed', [error]);
}

function decodeSignature(field: 'studentSignature' | 'parentSignature', dataUrl: string): Buffer {
  const checked = checkSignatureDataUrl(dataUrl);
  if (checked.ok) return checked.png;
  throw invalid(field, checked.reason === 'tooLarge' ? 'lelo.signature.tooLarge' : 'lelo.signature.invalid');
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
  const age = ageOn(submission.birthDate, today);
  if (adult && (age === null || age < ADULT_AGE))
    throw invalid('pgRelationshipToStudent', 'registration.parent2.selfAdultOnly');
  const session = await openSession(submission.permalink, today);
  const offering = await findCourseOffering(session.id, submission.siteId);
  if (!offering || offering.charter_id !== submission.charter_id)
    throw invalid('siteId', 'invalid', 'This learning center does not take registrations in this session.');
  const courses = resolveCourses(submission, offering);
  const studentSignature = decodeSignature('studentSignature', submission.studentSignature);
  const parentSignature = adult ? null : decodeSignature('parentSignature', submission.parentSignature);
  // The agreement as the catalog serves it now (the same read as the agreement step's).
  const agreement = await courseCatalog().masterAgreementDescription(offering.charter_id);
  const agreementSha256 = createHash('sha256')
    .update(agreement ?? '', 'utf8')
    .digest('hex');
  return { submission, session, offering, courses, studentSignature, parentSignature, agreementSha256 };
}
