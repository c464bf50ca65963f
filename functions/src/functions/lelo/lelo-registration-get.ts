import type { HttpRequest } from '@azure/functions';
import { type LeloPrefill, type LeloRegistrationRecord, validationMessagesEn } from '@enroll/domain';
import { findLeloRegistrationByUuid } from '../../data/lelo-registrations-repository.ts';
import { badRequest, notFound } from '../../platform/http-errors.ts';
import { json, ok } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff pre-registration holds only some of the wizard's fields: read every one defensively. */
type StoredEntry = Omit<Partial<LeloRegistrationRecord>, 'courses' | 'learningCenters'> & {
  /** The offering's shape (`_id`), or the spec's pre-registration payload shape (`id`). */
  courses?: { _id?: string; id?: string; course_name?: string }[];
  /** Spec section 3: an array or a text; the pre-registration payload names the center `name`. */
  learningCenters?: string | string[];
  name?: string;
};

function learningCenterOf(entry: StoredEntry): string {
  const listed = Array.isArray(entry.learningCenters) ? entry.learningCenters[0] : entry.learningCenters;
  return entry.learningCenter || listed || entry.name || '';
}

function toLeloPrefill(entry: StoredEntry, uuid: string): LeloPrefill {
  return {
    _uuid: entry._uuid ?? uuid,
    permaLink: entry.permaLink ?? '',
    charter: entry.charter ?? '',
    charter_id: entry.charter_id ?? '',
    learningCenter: learningCenterOf(entry),
    siteId: entry.siteId ?? '',
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
 * The uuid is the link's secret, never an internal id.
 */
export async function getLeloRegistration(request: HttpRequest) {
  const uuid = (request.params.uuid ?? '').toLowerCase();
  if (!UUID.test(uuid)) {
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
  return ok(toLeloPrefill(entry, uuid), { 'Cache-Control': 'no-store' });
}

registerHttp('lelo-registration-get', {
  route: 'leloRegistration/{uuid}',
  methods: ['GET'],
  access: 'public',
  handler: getLeloRegistration,
});
