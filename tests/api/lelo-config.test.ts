import { randomUUID } from 'node:crypto';
import type {
  CatalogCourse,
  CourseOfferingRecord,
  LeloLearningCenterChoice,
  LeloPrefill,
  LeloRegistrationRecord,
  MasterAgreementResponse,
  PublicLeloSession,
  PublicSite,
} from '@enroll/domain';
import { businessToday } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteWithoutOffering } from '../support/lelo.ts';
import { APP_URL, api, blobs, db } from '../support/local-stack.ts';
import { KINGSPORT_ID, LANCASTER_ID, PALMDALE_ID } from '../support/seeded-sites.ts';
import { FUNCTIONS_URL } from '../support/staff-auth.ts';

const ACTIVE_SESSION = 'lelo-session-active';

const charters = new Map<string, { id: string; name: string }>();
const phones = new Map<string, string>();

function charterOf(siteId: string): { id: string; name: string } {
  const charter = charters.get(siteId);
  if (!charter) throw new Error(`site ${siteId} was not read`);
  return charter;
}

beforeAll(async () => {
  for (const siteId of [LANCASTER_ID, KINGSPORT_ID, PALMDALE_ID]) {
    const { status, body } = await api(`/api/sites/${siteId}`);
    expect(status).toBe(200);
    const site = body as PublicSite;
    charters.set(siteId, { id: site.charter.id, name: site.charter.name });
    phones.set(siteId, site.address.phone);
  }
});

/** `YYYY-MM-DD` plus whole days, as the seed computes the session dates. */
function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

describe('GET /api/sessions/{permalink}', () => {
  it('answers the open active session with its school year', async () => {
    const { status, body } = await api('/api/sessions/summer-intersession-2027');
    expect(status).toBe(200);
    const today = businessToday();
    expect(body).toEqual({
      _id: ACTIVE_SESSION,
      name: 'Summer Intersession 2027',
      nameEs: '',
      permalink: 'summer-intersession-2027',
      schoolYear: '2026-2027',
      status: 'Active',
      enrollmentStart: addDays(today, -30),
      enrollmentEnd: addDays(today, 60),
      schoolYearStartDate: '2026-07-01',
      schoolYearEndDate: '2027-06-30',
      gate: { open: true },
    } satisfies PublicLeloSession);
  });

  it('gates the other sessions: not yet open with the date, expired, inactive', async () => {
    const gate = async (permalink: string) => {
      const { status, body } = await api(`/api/sessions/${permalink}`);
      expect(status).toBe(200);
      return (body as PublicLeloSession).gate;
    };
    expect(await gate('fall-intersession-2027')).toEqual({
      open: false,
      reason: 'notYetOpen',
      opensOn: addDays(businessToday(), 30),
    });
    expect(await gate('spring-intersession-2026')).toEqual({ open: false, reason: 'expired' });
    expect(await gate('winter-intersession-2026')).toEqual({ open: false, reason: 'inactive' });
  });

  it('answers 404 for an unknown permalink', async () => {
    expect((await api('/api/sessions/no-such-session')).status).toBe(404);
  });
});

describe('GET /api/courses/{permalink}', () => {
  it('lists the learning centers of the active session with their charters, by charter then name', async () => {
    const { status, body } = await api('/api/courses/summer-intersession-2027');
    expect(status).toBe(200);
    const choices = body as LeloLearningCenterChoice[];
    // Each with its charter's brand: a host offers only its own brand's charters.
    const seeded = [
      [LANCASTER_ID, 'Learn4Life - Lancaster', 'learn4life'],
      [KINGSPORT_ID, 'Holston - Kingsport', 'holston'],
      [PALMDALE_ID, 'Flex High - Palmdale', 'flexhigh'],
    ].map(([siteId = '', learningCenterName = '', brandKey = '']) => ({
      siteId,
      learningCenterName,
      charter_id: charterOf(siteId).id,
      charter: charterOf(siteId).name,
      brandKey,
    }));
    expect(choices).toEqual(expect.arrayContaining(seeded));
    const order = choices.map((choice) => `${choice.charter}\u0000${choice.learningCenterName}`);
    expect([...order].sort((a, b) => a.localeCompare(b))).toEqual(order);
  });

  it('answers 404 for an unknown permalink and an empty list for a session without offerings', async () => {
    expect((await api('/api/courses/no-such-session')).status).toBe(404);
    const { status, body } = await api('/api/courses/fall-intersession-2027');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe('GET /api/courses/{siteId}/{charter_id}/{sessionId}', () => {
  it('answers the Lancaster offering with its three levels and an NCAA course', async () => {
    const charter = charterOf(LANCASTER_ID);
    const { status, body } = await api(`/api/courses/${LANCASTER_ID}/${charter.id}/${ACTIVE_SESSION}`);
    expect(status).toBe(200);
    const offering = body as CourseOfferingRecord;
    expect(offering).toMatchObject({
      id: `${ACTIVE_SESSION}_${LANCASTER_ID}`,
      LeloRegistrationProfile: ACTIVE_SESSION,
      permalink: 'summer-intersession-2027',
      siteId: LANCASTER_ID,
      charter_id: charter.id,
      charter: charter.name,
      learningCenterName: 'Learn4Life - Lancaster',
      highSchoolDetails: { totalCourses: '2', includeNCAA: 'Yes', courseType: 'High School' },
      middleSchoolDetails: { totalCourses: '2', courseType: 'Middle School' },
      elementarySchoolDetails: { totalCourses: '1', courseType: 'Elementary School' },
    });
    const high = offering.highSchoolDetails?.courses ?? [];
    expect(high).toContainEqual(
      expect.objectContaining({ course_name: 'Biology A', ncaa: true, credits: '5' }),
    );
    expect(high.some((course) => !course.ncaa)).toBe(true);
    expect(offering.middleSchoolDetails?.courses.length).toBeGreaterThan(1);
    expect(offering.elementarySchoolDetails?.courses.length).toBeGreaterThan(1);
  });

  it('answers Kingsport with four high school slots and no NCAA course', async () => {
    const { status, body } = await api(
      `/api/courses/${KINGSPORT_ID}/${charterOf(KINGSPORT_ID).id}/${ACTIVE_SESSION}`,
    );
    expect(status).toBe(200);
    const offering = body as CourseOfferingRecord;
    expect(offering.highSchoolDetails).toMatchObject({ totalCourses: '4', includeNCAA: 'No' });
    expect(offering.highSchoolDetails?.courses.some((course) => course.ncaa)).toBe(false);
    expect(offering.middleSchoolDetails).toBeUndefined();
    expect(offering.elementarySchoolDetails).toBeUndefined();
  });

  it('answers 404 for another charter, another session or a site without an offering; 400 for a malformed id', async () => {
    const lancasterCharter = charterOf(LANCASTER_ID).id;
    const kingsportCharter = charterOf(KINGSPORT_ID).id;
    expect((await api(`/api/courses/${LANCASTER_ID}/${kingsportCharter}/${ACTIVE_SESSION}`)).status).toBe(
      404,
    );
    expect((await api(`/api/courses/${LANCASTER_ID}/${lancasterCharter}/lelo-session-soon`)).status).toBe(
      404,
    );
    expect(
      (await api(`/api/courses/000000000000000000000000/${lancasterCharter}/${ACTIVE_SESSION}`)).status,
    ).toBe(404);
    expect((await api(`/api/courses/${LANCASTER_ID}/bad%23id/${ACTIVE_SESSION}`)).status).toBe(400);
  });
});

describe('GET /api/v1/config/course_catalog', () => {
  it('filters the charter catalog by school year, term and course type, sorted by name', async () => {
    const charter = charterOf(LANCASTER_ID).id;
    const { status, body } = await api(
      `/api/v1/config/course_catalog?charter_id=${charter}&school_year=2026-2027&catalog_term=Summer&course_type=${encodeURIComponent('High School')}`,
    );
    expect(status).toBe(200);
    const courses = (body as { data: { data: CatalogCourse[] } }).data.data;
    expect(courses.length).toBeGreaterThan(5);
    for (const course of courses)
      expect(course).toMatchObject({
        charter_id: charter,
        school_year: '2026-2027',
        catalog_term: 'Summer',
        course_type: 'High School',
      });
    const names = courses.map((course) => course.course_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['English 9A', 'Algebra 1A', 'Biology A']));
    expect(courses.some((course) => course.ncaa)).toBe(true);
  });

  it('widens without filters and keeps to the charter', async () => {
    const charter = charterOf(LANCASTER_ID).id;
    const narrow = await api(`/api/v1/config/course_catalog?charter_id=${charter}&school_year=2026-2027`);
    const all = await api(`/api/v1/config/course_catalog?charter_id=${charter}&school_year=`);
    const narrowCourses = (narrow.body as { data: { data: CatalogCourse[] } }).data.data;
    const allCourses = (all.body as { data: { data: CatalogCourse[] } }).data.data;
    expect(allCourses.length).toBeGreaterThan(narrowCourses.length);
    expect(new Set(allCourses.map((course) => course.school_year))).toEqual(
      new Set(['2026-2027', '2025-2026']),
    );
    expect(allCourses.every((course) => course.charter_id === charter)).toBe(true);
    const holston = await api(`/api/v1/config/course_catalog?charter_id=${charterOf(KINGSPORT_ID).id}`);
    const holstonCourses = (holston.body as { data: { data: CatalogCourse[] } }).data.data;
    expect(new Set(holstonCourses.map((course) => course.course_type))).toEqual(new Set(['High School']));
  });

  it('answers 400 with a field error without charter_id or with a malformed school year', async () => {
    const missing = await api('/api/v1/config/course_catalog?school_year=2026-2027');
    expect(missing.status).toBe(400);
    expect((missing.body as { errors: { field: string }[] }).errors).toContainEqual(
      expect.objectContaining({ field: 'charter_id', code: 'required' }),
    );
    const badYear = await api(
      `/api/v1/config/course_catalog?charter_id=${charterOf(LANCASTER_ID).id}&school_year=2026`,
    );
    expect(badYear.status).toBe(400);
    expect((badYear.body as { errors: unknown[] }).errors).toContainEqual({
      field: 'school_year',
      code: 'session.schoolYear.format',
      message: 'School Year must be in the format yyyy-yyyy',
    });
  });
});

describe('GET /api/v1/config/course_catalog_options', () => {
  it('answers the years newest first, the terms and the course types in the spec order', async () => {
    const { status, body } = await api(
      `/api/v1/config/course_catalog_options?charter_id=${charterOf(LANCASTER_ID).id}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        years: ['2026-2027', '2025-2026'],
        terms: ['Fall', 'Summer'],
        courseTypes: ['High School', 'Middle School', 'Elementary School'],
      },
    });
    const holston = await api(
      `/api/v1/config/course_catalog_options?charter_id=${charterOf(KINGSPORT_ID).id}`,
    );
    expect((holston.body as { data: { courseTypes: string[] } }).data.courseTypes).toEqual(['High School']);
  });

  it('answers 400 without charter_id', async () => {
    expect((await api('/api/v1/config/course_catalog_options')).status).toBe(400);
  });
});

describe('GET /api/v1/config/master_agreement_description', () => {
  it('answers the charter master agreement HTML, in English by default', async () => {
    const charter = charterOf(LANCASTER_ID);
    const { status, body } = await api(
      `/api/v1/config/master_agreement_description?charter_id=${charter.id}`,
    );
    expect(status).toBe(200);
    const data = (body as MasterAgreementResponse).data;
    expect(data).toHaveLength(1);
    expect(data[0]?.master_agreement_description).toContain(charter.name);
    expect(data[0]?.master_agreement_description).toMatch(/^<h2>[^<]+<\/h2>(<p>[^<]+<\/p>){3,4}$/);
    expect(data[0]).toMatchObject({ language: 'en', untranslated: false });
  });

  it('answers the English text marked untranslated to a Spanish reader of a school without a translation, and 400 for another language', async () => {
    const charter = charterOf(LANCASTER_ID);
    const english = await api(`/api/v1/config/master_agreement_description?charter_id=${charter.id}`);
    const { status, body } = await api(
      `/api/v1/config/master_agreement_description?charter_id=${charter.id}&language=es`,
    );
    expect(status).toBe(200);
    expect((body as MasterAgreementResponse).data).toEqual([
      {
        master_agreement_description: (english.body as MasterAgreementResponse).data[0]
          ?.master_agreement_description,
        language: 'en',
        untranslated: true,
      },
    ]);
    const other = await api(
      `/api/v1/config/master_agreement_description?charter_id=${charter.id}&language=fr`,
    );
    expect(other.status).toBe(400);
  });

  it('is not cached, so the text a family signs is the one stored (its SHA-256 goes into the evidence)', async () => {
    const { headers } = await api(
      `/api/v1/config/master_agreement_description?charter_id=${charterOf(LANCASTER_ID).id}`,
    );
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an empty list for an unknown charter and 400 without charter_id', async () => {
    const unknown = await api(
      '/api/v1/config/master_agreement_description?charter_id=000000000000000000000000',
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: [] });
    expect((await api('/api/v1/config/master_agreement_description')).status).toBe(400);
  });
});

describe('GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}', () => {
  it('answers the Lancaster confirmation message with its placeholders', async () => {
    const { status, body } = await api(
      `/api/lelotemplate/${charterOf(LANCASTER_ID).id}/${ACTIVE_SESSION}/${LANCASTER_ID}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      templateMessage:
        '<p>Thank you, {{firstName}} {{lastName}}! Our Lancaster team looks forward to meeting you.</p>',
      templateMessageEs: '',
      exists: true,
    });
  });

  it("answers '' for Kingsport, which has no template", async () => {
    const { status, body } = await api(
      `/api/lelotemplate/${charterOf(KINGSPORT_ID).id}/${ACTIVE_SESSION}/${KINGSPORT_ID}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ templateMessage: '', templateMessageEs: '', exists: false });
  });
});

describe('GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}', () => {
  it('is refused without sign-in: 401 from the API, a redirect to the login page at the edge', async () => {
    const path = `/api/leloEmailTemplate/${charterOf(LANCASTER_ID).id}/${ACTIVE_SESSION}/${LANCASTER_ID}`;
    expect((await fetch(`${FUNCTIONS_URL}${path}`)).status).toBe(401);
    const edge = await fetch(`${APP_URL}${path}`, { redirect: 'manual' });
    expect(edge.status).toBe(302);
    expect(edge.headers.get('location')).toMatch(/\/admin-login$/);
  });
});

describe('the master agreement template blob', () => {
  it('is seeded as a PDF in agreement-templates', async () => {
    const blob = blobs.getContainerClient('agreement-templates').getBlobClient('master-agreement.pdf');
    const properties = await blob.getProperties();
    expect(properties.contentType).toBe('application/pdf');
    expect(properties.contentMD5?.length).toBe(16);
    const content = await blob.downloadToBuffer();
    expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('GET /api/leloRegistration/{uuid}', () => {
  const entries = db.container('leloRegistrations');
  /** The student of the stored entries, whom the pre-fill answers back. */
  const STUDENT = {
    firstName: 'Maya',
    lastName: 'Ortiz',
    birthDate: '2011-04-09',
    studentPrimaryPhone: '661-555-0142',
    gradeLevel: '9',
  } as const;

  async function insertEntry(
    status: LeloRegistrationRecord['status'],
    courses: unknown[] = [
      {
        _id: 'course-eng-9a',
        course_name: 'English 9A',
        course_type: 'High School',
        grade_level_offered: '9',
        credits: '5',
        ncaa: true,
        master_agreement_name: 'ENG-9A English 9A',
      },
    ],
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const uuid = randomUUID();
    const charter = charterOf(LANCASTER_ID);
    const now = new Date().toISOString();
    const entry: Omit<Partial<LeloRegistrationRecord>, 'courses'> & { id: string; courses: unknown[] } = {
      id: `test-${uuid}`,
      _uuid: uuid,
      status,
      createdAt: now,
      updatedAt: now,
      LeloRegistrationProfile: ACTIVE_SESSION,
      permaLink: 'summer-intersession-2027',
      session_name: 'Summer Intersession 2027',
      charter: charter.name,
      charter_id: charter.id,
      learningCenter: 'Learn4Life - Lancaster',
      learningCenters: 'Learn4Life - Lancaster',
      siteId: LANCASTER_ID,
      ...STUDENT,
      studentEmail: `maya.${uuid.slice(0, 8)}@example.com`,
      courses,
      selectedCourseAgreements: ['5'],
      ...extra,
    };
    await entries.items.create(entry);
    return uuid;
  }

  it('answers 400 for a malformed uuid and 404 for an unknown one', async () => {
    const malformed = await api('/api/leloRegistration/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect((malformed.body as { errors: { field: string }[] }).errors[0]?.field).toBe('uuid');
    expect((await api(`/api/leloRegistration/${randomUUID()}`)).status).toBe(404);
  });

  it('answers the pre-fill of an unsigned pre-registration', async () => {
    const uuid = await insertEntry('Active');
    const { status, body } = await api(`/api/leloRegistration/${uuid.toUpperCase()}`);
    expect(status).toBe(200);
    const charter = charterOf(LANCASTER_ID);
    expect(body).toEqual({
      _uuid: uuid,
      permaLink: 'summer-intersession-2027',
      charter: charter.name,
      charter_id: charter.id,
      learningCenter: 'Learn4Life - Lancaster',
      siteId: LANCASTER_ID,
      ...STUDENT,
      studentEmail: `maya.${uuid.slice(0, 8)}@example.com`,
      courses: [{ id: 'course-eng-9a', course_name: 'English 9A' }],
      locationResolved: true,
      schoolPhone: phones.get(LANCASTER_ID) ?? '',
    } satisfies LeloPrefill);
    expect(phones.get(LANCASTER_ID)).toMatch(/^\d{3}-\d{3}-\d{4}$/);
  });

  it("resolves a missing charter_id, charter and center name from the session's offering of the site", async () => {
    const uuid = await insertEntry('Active', undefined, {
      charter: undefined,
      charter_id: undefined,
      learningCenter: undefined,
      learningCenters: undefined,
      permaLink: undefined,
    });
    const { status, body } = await api(`/api/leloRegistration/${uuid}`);
    expect(status).toBe(200);
    const charter = charterOf(LANCASTER_ID);
    expect(body).toMatchObject({
      permaLink: 'summer-intersession-2027',
      charter: charter.name,
      charter_id: charter.id,
      learningCenter: 'Learn4Life - Lancaster',
      siteId: LANCASTER_ID,
      locationResolved: true,
    } satisfies Partial<LeloPrefill>);
  });

  it("keeps the entry's own location with locationResolved false and the school's phone for a center without an offering", async () => {
    const site = await siteWithoutOffering();
    const uuid = await insertEntry('Active', undefined, {
      siteId: site.id,
      charter: site.charter.name,
      charter_id: site.charter.id,
      learningCenter: site.name,
      learningCenters: site.name,
    });
    const { status, body } = await api(`/api/leloRegistration/${uuid}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _uuid: uuid,
      permaLink: 'summer-intersession-2027',
      charter: site.charter.name,
      charter_id: site.charter.id,
      learningCenter: site.name,
      siteId: site.id,
      firstName: 'Maya',
      locationResolved: false,
      schoolPhone: site.address.phone,
    } satisfies Partial<LeloPrefill>);
    // A site id that names no stored site: the entry's own names, no phone to give.
    const unknownSite = await insertEntry('Active', undefined, { siteId: '000000000000000000000000' });
    expect((await api(`/api/leloRegistration/${unknownSite}`)).body).toMatchObject({
      learningCenter: 'Learn4Life - Lancaster',
      siteId: '000000000000000000000000',
      locationResolved: false,
      schoolPhone: '',
    } satisfies Partial<LeloPrefill>);
    // No session known for the entry either: nothing to resolve against.
    const lost = await insertEntry('Active', undefined, {
      LeloRegistrationProfile: 'no-such-session',
      permaLink: 'no-such-permalink',
    });
    expect(((await api(`/api/leloRegistration/${lost}`)).body as LeloPrefill).locationResolved).toBe(false);
  });

  it("reads courses stored in the spec's pre-registration shape ({ id, course_name }) too", async () => {
    const uuid = await insertEntry('Active', [{ id: 'course-eng-9a', course_name: 'English 9A' }]);
    const { body } = await api(`/api/leloRegistration/${uuid}`);
    expect((body as LeloPrefill).courses).toEqual([{ id: 'course-eng-9a', course_name: 'English 9A' }]);
  });

  it("takes the learning center's name from the offering, whatever shape the entry stores", async () => {
    const listed = await insertEntry('Active', undefined, {
      learningCenter: undefined,
      learningCenters: ['Learn4Life - Lancaster'],
    });
    expect(((await api(`/api/leloRegistration/${listed}`)).body as LeloPrefill).learningCenter).toBe(
      'Learn4Life - Lancaster',
    );
    const named = await insertEntry('Active', undefined, {
      learningCenter: undefined,
      learningCenters: undefined,
      name: 'Learn4Life - Lancaster',
    });
    expect(((await api(`/api/leloRegistration/${named}`)).body as LeloPrefill).learningCenter).toBe(
      'Learn4Life - Lancaster',
    );
  });

  it('answers 409 with the catalog message for a signed entry and 404 for an inactive one', async () => {
    const signed = await insertEntry('Signed');
    const locked = await api(`/api/leloRegistration/${signed}`);
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      message: 'This registration has already been signed and cannot be changed.',
      code: 'lelo.entry.locked',
    });
    const inactive = await insertEntry('Inactive');
    expect((await api(`/api/leloRegistration/${inactive}`)).status).toBe(404);
  });
});
