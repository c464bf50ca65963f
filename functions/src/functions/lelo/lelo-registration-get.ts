import type { HttpRequest } from '@azure/functions';
import {
  type CourseOfferingRecord,
  isUuid,
  type LeloPrefill,
  type LeloRegistrationRecord,
  type LeloSessionRecord,
  validationMessagesEn,
} from '@enroll/domain';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import { findLeloRegistrationByUuid } from '../../data/lelo-registrations-repository.ts';
import { findSession, findSessionByPermalink } from '../../data/sessions-repository.ts';
import { badRequest, notFound } from '../../platform/http-errors.ts';
import { json, ok } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';

/** A staff pre-registration holds only some of the wizard's fields: read every one defensively. */
type StoredEntry = Omit<Partial<LeloRegistrationRecord>, 'courses'> & {
  /** The offering's shape (`_id`), or the spec's pre-registration payload shape (`id`). */
  courses?: { _id?: string; id?: string; course_name?: string }[];
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
  'charter' | 'charter_id' | 'learningCenter' | 'siteId' | 'locationResolved'
>;

/**
 * Step 1's values from the session's offering of the entry's site (a pre-registration may lack
 * charter_id or carry an old name); when the site has no offering there, none: the family picks.
 */
function locationOf(offering: CourseOfferingRecord | null): Location {
  if (!offering)
    return { charter: '', charter_id: '', learningCenter: '', siteId: '', locationResolved: false };
  return {
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    siteId: offering.siteId,
    locationResolved: true,
  };
}

async function toLeloPrefill(entry: StoredEntry, uuid: string): Promise<LeloPrefill> {
  const session = await sessionOf(entry);
  const location = locationOf(await offeringOf(entry, session));
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
 * The uuid is the link's secret, never an internal id. Step 1's location is resolved from the session's
 * offering of the entry's site (`locationResolved`).
 */
export async function getLeloRegistration(request: HttpRequest) {
  const uuid = (request.params.uuid ?? '').toLowerCase();
  if (!isUuid(uuid)) {
    throw badRequest('Validation failed', [
      { field: 'uuid', code: 'invalid', message: 'The link is not valid.' },
    ]);
  }
  const entry: StoredEntry | null = await findLeloRegistrationByUuid(uuid);
  if (entry?.status === 'Signed')
    return json(
      409,
      { message: validationMessagesEn['lelo.entry.locked'], code: 'lelo.entry.locked' },
      { 'Cache-Control': 'no-store' },
    );
  if (entry?.status !== 'Active') throw notFound('No registration matches this link.');
  return ok(await toLeloPrefill(entry, uuid), { 'Cache-Control': 'no-store' });
}

registerHttp('lelo-registration-get', {
  route: 'leloRegistration/{uuid}',
  methods: ['GET'],
  access: 'public',
  handler: getLeloRegistration,
});
