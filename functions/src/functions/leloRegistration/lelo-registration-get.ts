import type { HttpRequest } from '@azure/functions';
import {
  type CourseOfferingRecord,
  invalidInput,
  isUuid,
  type LeloPrefill,
  type LeloRegistrationRecord,
  type LeloSessionRecord,
  notFoundError,
  SITE_ID_PATTERN,
  validationMessagesEn,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import { findLeloRegistrationByUuid } from '../../data/lelo-registrations-repository.ts';
import { findSession, findSessionByPermalink } from '../../data/sessions-repository.ts';
import { findSite, type StoredSite } from '../../data/sites-repository.ts';
import { json, ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';

/** A staff pre-registration holds only some of the wizard's fields: read every one defensively. */
type StoredEntry = Omit<Partial<LeloRegistrationRecord>, 'courses'> & {
  /** The offering's shape (`_id`), or the spec's pre-registration payload shape (`id`). */
  courses?: { _id?: string; id?: string; course_name?: string }[];
  /** The pre-registration payload's learning center name. */
  name?: string;
};

/** The entry's session: by its LeloRegistrationProfile (the session id), else by its permaLink. */
async function sessionOf(entry: StoredEntry): Promise<LeloSessionRecord | null> {
  const byId = entry.LeloRegistrationProfile ? await findSession(entry.LeloRegistrationProfile) : null;
  if (byId) return byId;
  return entry.permaLink ? findSessionByPermalink(entry.permaLink) : null;
}

/** The offering of the entry's site in its session: where charter, charter_id and the center's name come from. */
async function offeringOf(
  entry: StoredEntry,
  session: LeloSessionRecord | null,
): Promise<CourseOfferingRecord | null> {
  if (!session || !entry.siteId) return null;
  return findCourseOffering(session.id, entry.siteId);
}

type Location = Pick<
  LeloPrefill,
  'charter' | 'charter_id' | 'learningCenter' | 'siteId' | 'locationResolved' | 'schoolPhone'
>;

/** The entry's stored site, when its id is one (a pre-registration may carry anything there). */
async function siteOf(entry: StoredEntry): Promise<StoredSite | null> {
  return entry.siteId && SITE_ID_PATTERN.test(entry.siteId) ? findSite(entry.siteId) : null;
}

/**
 * Step 1's values: the pre-registration's own location, named as the session's offering of its site
 * names it (a pre-registration may lack charter_id or carry an old name). Without an offering the
 * entry's own charter and center stay (read-only all the same) and the wizard names the school's phone.
 */
function locationOf(
  entry: StoredEntry,
  offering: CourseOfferingRecord | null,
  site: StoredSite | null,
): Location {
  const schoolPhone = site?.address?.phone || site?.charter?.contactNumber || '';
  if (offering)
    return {
      charter: offering.charter,
      charter_id: offering.charter_id,
      learningCenter: offering.learningCenterName,
      siteId: offering.siteId,
      locationResolved: true,
      schoolPhone,
    };
  return {
    charter: entry.charter || site?.charter?.name || '',
    charter_id: entry.charter_id || site?.charter?.id || '',
    learningCenter: entry.learningCenter || entry.name || entry.learningCenters || site?.name || '',
    siteId: entry.siteId ?? '',
    locationResolved: false,
    schoolPhone,
  };
}

async function toLeloPrefill(entry: StoredEntry, uuid: string): Promise<LeloPrefill> {
  const session = await sessionOf(entry);
  const location = locationOf(entry, await offeringOf(entry, session), await siteOf(entry));
  return {
    _uuid: entry._uuid ?? uuid,
    permaLink: session?.permalink ?? entry.permaLink ?? '',
    ...location,
    firstName: entry.firstName ?? '',
    lastName: entry.lastName ?? '',
    birthDate: entry.birthDate ?? '',
    studentEmail: entry.studentEmail ?? '',
    studentPrimaryPhone: entry.studentPrimaryPhone ?? '',
    gradeLevel: entry.gradeLevel ?? '',
    courses: (entry.courses ?? [])
      .map((course) => ({ id: course._id ?? course.id ?? '', course_name: course.course_name ?? '' }))
      .filter((course) => course.id !== ''),
  };
}

/**
 * GET /api/leloRegistration/{uuid}: the wizard's pre-fill of an entry staff pre-registered. Only an
 * unsigned (Active) entry is shown; a signed one is locked (409), an Inactive or unknown one is a 404.
 * The uuid is the link's secret, never an internal id. Step 1's location is the entry's own, named by
 * the session's offering of its site (`locationResolved`), with the school's phone for a center that
 * offers nothing in the session.
 */
export async function getLeloRegistration(request: HttpRequest) {
  const uuid = routeParam(request, 'uuid').toLowerCase();
  if (!isUuid(uuid)) {
    throw invalidInput([{ field: 'uuid', code: 'invalid', message: 'The link is not valid.' }]);
  }
  const entry: StoredEntry | null = await findLeloRegistrationByUuid(uuid);
  if (entry?.status === 'Signed')
    return json(
      409,
      { message: validationMessagesEn['lelo.entry.locked'], code: 'lelo.entry.locked' },
      { 'Cache-Control': 'no-store' },
    );
  if (entry?.status !== 'Active') throw notFoundError('No registration matches this link.');
  return ok(await toLeloPrefill(entry, uuid), { 'Cache-Control': 'no-store' });
}

registerHttp('lelo-registration-get', {
  route: 'leloRegistration/{uuid}',
  methods: ['GET'],
  access: 'public',
  rateLimit: 'publicRead',
  handler: getLeloRegistration,
});
