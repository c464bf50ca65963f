import {
  type CatalogCourse,
  type CharterScope,
  type CourseOfferingRecord,
  type CourseOfferingSubmit,
  catalogMismatchErrors,
  courseOfferingRecordOf,
  invalidInput,
  isCharterInScope,
  isRecordId,
  isSiteId,
  type LeloSessionRecord,
  notFoundError,
  offeredCourseCount,
  type SchoolLevel,
  type SetupLearningCenter,
  type StaffCourseOffering,
  sessionSummaryOf,
  submittedLevels,
} from '@enroll/domain';
import { findSession } from '../../data/sessions-repository.ts';
import { findSite, type StoredSite } from '../../data/sites-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';
import { courseCatalog } from '../catalog/catalog-service.ts';

/** The session a setup request names; an unknown or malformed id is a 404. */
export async function setupSession(sessionId: string): Promise<LeloSessionRecord> {
  const session = isRecordId(sessionId) ? await findSession(sessionId) : null;
  if (!session) throw notFoundError('No session has this id.');
  return session;
}

/**
 * The learning center a setup request names. An unknown id, a malformed one and a site of a charter
 * outside the caller's scope answer the same 404, so sites of other charters do not leak.
 */
export async function scopedSetupSite(scope: CharterScope, siteId: string): Promise<StoredSite> {
  const site = isSiteId(siteId) ? await findSite(siteId) : null;
  if (!site || !isCharterInScope(scope, site.charter.id))
    throw notFoundError('No learning center has this id.');
  return site;
}

export function setupLearningCenterOf(
  site: Pick<StoredSite, 'id' | 'name' | 'charter'>,
  offering: Partial<CourseOfferingRecord> | null,
): SetupLearningCenter {
  return {
    siteId: site.id,
    learningCenterName: site.name,
    charter_id: site.charter.id,
    charter: site.charter.name,
    courseCount: offeredCourseCount(offering),
  };
}

function withoutEtag({ _etag: _version, ...offering }: WithEtag<CourseOfferingRecord>): CourseOfferingRecord {
  return offering;
}

/** The setup screen's read: the session, the learning center and its offering (sent with the offering's ETag). */
export function staffOfferingBody(
  session: LeloSessionRecord,
  site: StoredSite,
  stored: WithEtag<CourseOfferingRecord> | null,
): StaffCourseOffering {
  const offering = stored ? withoutEtag(stored) : null;
  return {
    session: sessionSummaryOf(session),
    learningCenter: setupLearningCenterOf(site, offering),
    offering,
  };
}

/**
 * The offering a checked submit saves: each panel's catalog ids must be courses of the site's charter
 * with the panel's level as course type and the panel's year and term (else 400
 * 'courseSetup.courses.notInCatalog' on `<level>Details.courseIds`); the catalog courses are copied in.
 */
export async function offeringToSave(
  submit: CourseOfferingSubmit,
  session: LeloSessionRecord,
  site: StoredSite,
  now: Date = new Date(),
): Promise<CourseOfferingRecord> {
  const catalog = new Map<SchoolLevel, CatalogCourse[]>();
  await Promise.all(
    submittedLevels(submit).map(async ({ level, details }) => {
      catalog.set(
        level,
        await courseCatalog().courses({
          charter_id: site.charter.id,
          school_year: details.courseYear,
          catalog_term: details.catalogTerm,
          course_type: level,
        }),
      );
    }),
  );
  const coursesOf = (level: SchoolLevel) => catalog.get(level) ?? [];
  const errors = catalogMismatchErrors(submit, site.charter.id, coursesOf);
  if (errors.length > 0) throw invalidInput(errors);
  return courseOfferingRecordOf(submit, { session, site }, coursesOf, now);
}
