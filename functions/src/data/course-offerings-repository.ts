import {
  COURSE_OFFERING_CONFLICT,
  COURSE_OFFERING_EXISTS,
  type CourseOfferingRecord,
  catalogError,
  courseOfferingId,
  type DomainError,
  notFoundError,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { readRecordVersioned, replaceIfMatch } from './replace-if-match.ts';
import { type WithEtag, withEtagKept, withoutSystemFields } from './system-fields.ts';

/*
 * No read cache here on purpose: the public wizard reads the offering the staff course setup has just
 * saved (point reads and one small query per session, cheap enough uncached).
 */

/** What one site offers in one session (point read: the id joins the two). */
export async function findCourseOffering(
  sessionId: string,
  siteId: string,
): Promise<CourseOfferingRecord | null> {
  const found = await readCourseOffering(courseOfferingId(sessionId, siteId));
  if (!found) return null;
  const { _etag: _version, ...offering } = found;
  return offering;
}

/** The offering with its ETag, for the staff setup's If-Match update; null when there is none. */
export function readCourseOffering(id: string): Promise<WithEtag<CourseOfferingRecord> | null> {
  return readRecordVersioned<CourseOfferingRecord>('courses', id);
}

/** Every site's offering in a session (a few dozen documents at most). */
export async function listCourseOfferingsOfSession(sessionId: string): Promise<CourseOfferingRecord[]> {
  const resources = await queryAll<CourseOfferingRecord>('courses', {
    query: 'SELECT * FROM c WHERE c.LeloRegistrationProfile = @sessionId',
    parameters: [{ name: '@sessionId', value: sessionId }],
  });
  return resources.map(withoutSystemFields);
}

export function courseOfferingExists(): DomainError {
  return catalogError('conflict', COURSE_OFFERING_EXISTS);
}

export function courseOfferingConflict(): DomainError {
  return catalogError('conflict', COURSE_OFFERING_CONFLICT);
}

/** The first save of a site's offering in a session; one that exists already is a 409 'courses.exists'. */
export async function createCourseOffering(
  record: CourseOfferingRecord,
): Promise<WithEtag<CourseOfferingRecord>> {
  try {
    const { resource } = await container('courses').items.create(record);
    if (!resource) throw new Error(`Course offering ${record.id} was not created`);
    return withEtagKept(resource as WithEtag<CourseOfferingRecord>);
  } catch (error) {
    if (isCosmosStatus(error, 409)) throw courseOfferingExists();
    throw error;
  }
}

/**
 * Replaces the offering only if it is still the version `etag` names (412 from Cosmos → 409
 * 'courses.conflict'); answers it with its new ETag for the next If-Match.
 */
export async function replaceCourseOffering(
  record: CourseOfferingRecord,
  etag: string,
): Promise<WithEtag<CourseOfferingRecord>> {
  const refusals = { conflict: courseOfferingConflict, notFound: () => notFoundError() };
  return withEtagKept(await replaceIfMatch('courses', record, etag, refusals, 'Course offering'));
}
