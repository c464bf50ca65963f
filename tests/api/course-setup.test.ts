import { randomUUID } from 'node:crypto';
import {
  type CatalogCourse,
  type CourseOfferingRecord,
  type CourseOfferingSubmitInput,
  type LeloLearningCenterChoice,
  type LeloSessionRecord,
  offeredCourseOf,
  type SchoolLevel,
  type SessionSetupSites,
  type SessionSummary,
  type StaffCourseOffering,
} from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summerLevel } from '../../domain/test-support/course-offering.ts';
import { api, db } from '../support/local-stack.ts';
import { KINGSPORT_ID, LANCASTER_ID, PALMDALE_ID } from '../support/seeded-sites.ts';
import { type ApiResult, callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * The course setup API (docs/api.md "Course setup"): the learning centers of a session, one center's
 * offering, and its first (POST) and later (PUT, If-Match) saves, by role and charter; and that what is
 * saved is what the public wizard reads. Each test works on sessions of its own, made here and removed
 * afterwards, so runs do not depend on each other or on the seeded offerings.
 */

// Lancaster is Sierra Valley's (the Admin's and the User's charter); Kingsport is Holston's and
// Palmdale Flex High's (the Contributor's charters).
const SUMMER = { school_year: '2026-2027', catalog_term: 'Summer' } as const;
const FALL = { school_year: '2026-2027', catalog_term: 'Fall' } as const;

interface StoredSiteCharter {
  id: string;
  name: string;
  charter: { id: string; name: string };
}

const sites = new Map<string, StoredSiteCharter>();
const createdSessions: string[] = [];

function siteOf(siteId: string): StoredSiteCharter {
  const site = sites.get(siteId);
  if (!site) throw new Error(`site ${siteId} was not read`);
  return site;
}

/** A session of this test run (Active, open), stored straight in Cosmos. */
async function newSession(): Promise<LeloSessionRecord> {
  const suffix = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  const session: LeloSessionRecord = {
    id: `lelo-session-setup-${suffix}`,
    name: `Course Setup Test ${suffix}`,
    status: 'Active',
    schoolYear: '2026-2027',
    permalink: `course-setup-test-${suffix}`,
    enrollmentStart: '2026-01-01',
    enrollmentEnd: '2099-12-31',
    schoolYearStartDate: '2026-07-01',
    schoolYearEndDate: '2027-06-30',
    createdAt: now,
    updatedAt: now,
  };
  await db.container('sessions').items.create(session);
  createdSessions.push(session.id);
  return session;
}

/** A session of this run as the course setup answers it: its names, status, year and enrollment window. */
function setupSessionOf(session: LeloSessionRecord): SessionSummary {
  return {
    _id: session.id,
    name: session.name,
    permalink: session.permalink,
    status: 'Active',
    schoolYear: '2026-2027',
    enrollmentStart: session.enrollmentStart,
    enrollmentEnd: session.enrollmentEnd,
  };
}

/** A seeded learning center as the course setup lists it, with its course count in the session. */
function setupCenterOf(siteId: string, courseCount: number) {
  const site = siteOf(siteId);
  return {
    siteId,
    learningCenterName: site.name,
    charter_id: site.charter.id,
    charter: site.charter.name,
    courseCount,
  };
}

/** The catalog courses of a charter's edition and level, through the public catalog read. */
async function catalog(
  siteId: string,
  edition: { school_year: string; catalog_term: string },
  level: SchoolLevel,
): Promise<CatalogCourse[]> {
  const query = new URLSearchParams({
    charter_id: siteOf(siteId).charter.id,
    ...edition,
    course_type: level,
  });
  const { status, body } = await api(`/api/v1/config/course_catalog?${query}`);
  expect(status).toBe(200);
  const courses = (body as { data: { data: CatalogCourse[] } }).data.data;
  expect(courses.length).toBeGreaterThan(2);
  return courses;
}

async function storedOffering(
  sessionId: string,
  siteId: string,
): Promise<(CourseOfferingRecord & { _etag: string }) | undefined> {
  const id = `${sessionId}_${siteId}`;
  const { resource } = await db
    .container('courses')
    .item(id, id)
    .read<CourseOfferingRecord & { _etag: string }>();
  return resource;
}

const post = (who: string, body: unknown) => callAs(who, '/api/courses', { method: 'POST', body });
const put = (who: string, id: string, body: unknown, etag?: string | null) =>
  callAs(who, `/api/courses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    headers: etag ? { 'If-Match': etag } : {},
  });

/** The refusals of a save by their code, with the message the staff member reads. */
const SAVE_REFUSALS = {
  'courses.exists':
    'This learning center already has courses in this session. Please reload the page to edit them.',
  'courses.conflict': 'These courses were changed by someone else. Please reload them and try again.',
  'courses.ifMatch.required':
    'This change needs the version of the courses you edited. Please reload them and try again.',
} as const;

/** A save refused with `status` and the refusal `code`: Lancaster's stored offering is still the one of `etag`. */
async function expectSaveRefused(
  result: ApiResult,
  status: number,
  code: keyof typeof SAVE_REFUSALS,
  sessionId: string,
  etag: string | null,
) {
  expect(result.status).toBe(status);
  expect(result.body).toMatchObject({ code, message: SAVE_REFUSALS[code] });
  expect((await storedOffering(sessionId, LANCASTER_ID))?._etag).toBe(etag);
}

function fieldErrors(result: ApiResult): { field: string; code: string; message: string }[] {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  return (result.body as { errors: { field: string; code: string; message: string }[] }).errors;
}

let highSummer: CatalogCourse[] = [];
let middleSummer: CatalogCourse[] = [];
let highFall: CatalogCourse[] = [];

beforeAll(async () => {
  await upsertStaffSeed();
  for (const siteId of [LANCASTER_ID, KINGSPORT_ID, PALMDALE_ID]) {
    const { resource } = await db.container('sites').item(siteId, siteId).read<StoredSiteCharter>();
    if (!resource) throw new Error(`seeded site ${siteId} is missing`);
    sites.set(siteId, { id: resource.id, name: resource.name, charter: resource.charter });
  }
  [highSummer, middleSummer, highFall] = await Promise.all([
    catalog(LANCASTER_ID, SUMMER, 'High School'),
    catalog(LANCASTER_ID, SUMMER, 'Middle School'),
    catalog(LANCASTER_ID, FALL, 'High School'),
  ]);
});

afterAll(async () => {
  for (const sessionId of createdSessions) {
    await db
      .container('sessions')
      .item(sessionId, sessionId)
      .delete()
      .catch(() => undefined);
    for (const siteId of [LANCASTER_ID, KINGSPORT_ID, PALMDALE_ID]) {
      const id = `${sessionId}_${siteId}`;
      await db
        .container('courses')
        .item(id, id)
        .delete()
        .catch(() => undefined);
    }
  }
});

const ids = (courses: readonly CatalogCourse[], count: number) =>
  courses.slice(0, count).map((course) => course.id);

/** Lancaster's high school (NCAA Yes, 2 per student) and middle school panels. */
function lancasterSubmit(sessionId: string): CourseOfferingSubmitInput {
  return {
    LeloRegistrationProfile: sessionId,
    siteId: LANCASTER_ID,
    highSchoolDetails: {
      ...{ courseYear: SUMMER.school_year, catalogTerm: SUMMER.catalog_term },
      totalCourses: '2',
      includeNCAA: 'Yes',
      courseIds: ids(highSummer, 3).reverse(),
    },
    middleSchoolDetails: {
      ...{ courseYear: SUMMER.school_year, catalogTerm: SUMMER.catalog_term },
      totalCourses: '3',
      courseIds: ids(middleSummer, 2),
    },
  };
}

describe('GET /api/courses/setup/{sessionId}', () => {
  it("lists the learning centers of the caller's charters, by charter then name, with their course counts", async () => {
    const session = await newSession();
    const path = `/api/courses/setup/${session.id}`;
    expect((await callAs(STAFF.user, path)).status).toBe(403);

    const contributor = await callAs(STAFF.contributor, path);
    expect(contributor.status).toBe(200);
    const mine = contributor.body as SessionSetupSites;
    expect(mine.session).toEqual(setupSessionOf(session));
    const contributorCharters = new Set([siteOf(KINGSPORT_ID).charter.id, siteOf(PALMDALE_ID).charter.id]);
    expect(mine.learningCenters.length).toBeGreaterThan(1);
    for (const center of mine.learningCenters) expect(contributorCharters).toContain(center.charter_id);
    expect(mine.learningCenters).toContainEqual(setupCenterOf(KINGSPORT_ID, 0));
    expect(mine.learningCenters.map((center) => center.siteId)).not.toContain(LANCASTER_ID);
    const order = mine.learningCenters.map((center) => `${center.charter}\u0000${center.learningCenterName}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b)));

    const admin = (await callAs(STAFF.admin, path)).body as SessionSetupSites;
    expect(admin.learningCenters.map((center) => center.siteId)).toContain(LANCASTER_ID);
    expect(admin.learningCenters.map((center) => center.siteId)).not.toContain(KINGSPORT_ID);

    const everySite = await db
      .container('sites')
      .items.query<{ id: string }>('SELECT c.id FROM c')
      .fetchAll();
    const superAdmin = (await callAs(STAFF.superAdmin, path)).body as SessionSetupSites;
    expect(superAdmin.learningCenters.map((center) => center.siteId).sort()).toEqual(
      everySite.resources.map((site) => site.id).sort(),
    );
  });

  it('counts the courses a center offers in the session once they are saved', async () => {
    const session = await newSession();
    expect((await post(STAFF.admin, lancasterSubmit(session.id))).status).toBe(201);
    const { body } = await callAs(STAFF.admin, `/api/courses/setup/${session.id}`);
    const lancaster = (body as SessionSetupSites).learningCenters.find(
      (center) => center.siteId === LANCASTER_ID,
    );
    expect(lancaster?.courseCount).toBe(5);
  });

  it('answers 404 for an unknown or malformed session', async () => {
    expect((await callAs(STAFF.superAdmin, '/api/courses/setup/lelo-session-nowhere')).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, '/api/courses/setup/bad%23id')).status).toBe(404);
  });
});

describe('GET /api/courses/setup/{sessionId}/{siteId}', () => {
  it('answers a center without courses with a null offering and no ETag, by role and charter', async () => {
    const session = await newSession();
    const path = `/api/courses/setup/${session.id}/${LANCASTER_ID}`;
    expect((await callAs(STAFF.user, path)).status).toBe(403);
    expect((await callAs(STAFF.contributor, path)).status).toBe(404);
    for (const who of [STAFF.admin, STAFF.superAdmin]) {
      const result = await callAs(who, path);
      expect(result.status).toBe(200);
      expect(result.headers.get('etag')).toBeNull();
      expect(result.body).toEqual({
        session: setupSessionOf(session),
        learningCenter: setupCenterOf(LANCASTER_ID, 0),
        offering: null,
      } satisfies StaffCourseOffering);
    }
    const own = await callAs(STAFF.contributor, `/api/courses/setup/${session.id}/${KINGSPORT_ID}`);
    expect(own.status).toBe(200);
    expect((own.body as StaffCourseOffering).learningCenter.siteId).toBe(KINGSPORT_ID);
  });

  it('answers the saved offering with the ETag of the save', async () => {
    const session = await newSession();
    const saved = await post(STAFF.admin, lancasterSubmit(session.id));
    const read = await callAs(STAFF.admin, `/api/courses/setup/${session.id}/${LANCASTER_ID}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(saved.headers.get('etag'));
    expect(read.body).toEqual(saved.body);
  });

  it('answers 404 for an unknown site, a malformed site id and an unknown session', async () => {
    const session = await newSession();
    expect(
      (await callAs(STAFF.superAdmin, `/api/courses/setup/${session.id}/000000000000000000000000`)).status,
    ).toBe(404);
    expect((await callAs(STAFF.superAdmin, `/api/courses/setup/${session.id}/not-a-site`)).status).toBe(404);
    expect(
      (await callAs(STAFF.superAdmin, `/api/courses/setup/lelo-session-nowhere/${LANCASTER_ID}`)).status,
    ).toBe(404);
  });
});

describe('POST /api/courses', () => {
  it('stores the catalog courses of each panel, and the public wizard reads exactly what was saved', async () => {
    const session = await newSession();
    const submit = lancasterSubmit(session.id);
    const result = await post(STAFF.admin, submit);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const etag = result.headers.get('etag');
    expect(etag).toBeTruthy();
    const { offering, learningCenter } = result.body as StaffCourseOffering;
    const expected = {
      id: `${session.id}_${LANCASTER_ID}`,
      LeloRegistrationProfile: session.id,
      permalink: session.permalink,
      siteId: LANCASTER_ID,
      charter_id: siteOf(LANCASTER_ID).charter.id,
      charter: siteOf(LANCASTER_ID).charter.name,
      learningCenterName: siteOf(LANCASTER_ID).name,
      // The catalog courses copied in the order selected.
      highSchoolDetails: summerLevel(
        'High School',
        '2',
        highSummer.slice(0, 3).reverse().map(offeredCourseOf),
        'Yes',
      ),
      middleSchoolDetails: summerLevel('Middle School', '3', middleSummer.slice(0, 2).map(offeredCourseOf)),
    };
    expect(offering).toEqual({ ...expected, updatedAt: expect.any(String) });
    expect(offering).not.toHaveProperty('elementarySchoolDetails');
    expect(learningCenter.courseCount).toBe(5);

    const stored = await storedOffering(session.id, LANCASTER_ID);
    expect(stored).toMatchObject(expected);
    expect(stored?._etag).toBe(etag);

    // What the wizard's course step reads: the same courses, NCAA notice and course slots.
    const wizard = await api(`/api/courses/${LANCASTER_ID}/${siteOf(LANCASTER_ID).charter.id}/${session.id}`);
    expect(wizard.status).toBe(200);
    expect(wizard.body).toEqual(offering);
    const centers = await api(`/api/courses/${session.permalink}`);
    expect(centers.body).toEqual([
      {
        siteId: LANCASTER_ID,
        learningCenterName: siteOf(LANCASTER_ID).name,
        charter_id: siteOf(LANCASTER_ID).charter.id,
        charter: siteOf(LANCASTER_ID).charter.name,
        brandKey: 'learn4life',
      },
    ] satisfies LeloLearningCenterChoice[]);
  });

  it("answers 409 'courses.exists' on a second POST and keeps the first save", async () => {
    const session = await newSession();
    const first = await post(STAFF.admin, lancasterSubmit(session.id));
    expect(first.status).toBe(201);
    const again = await post(STAFF.superAdmin, {
      ...lancasterSubmit(session.id),
      middleSchoolDetails: { courseIds: [] },
    });
    await expectSaveRefused(again, 409, 'courses.exists', session.id, first.headers.get('etag'));
  });

  it("takes a Contributor's save for their charter's site, answers 404 for another charter's and 403 for a User", async () => {
    const session = await newSession();
    const lancaster = await post(STAFF.contributor, lancasterSubmit(session.id));
    expect(lancaster.status).toBe(404);
    expect(await storedOffering(session.id, LANCASTER_ID)).toBeUndefined();
    expect((await post(STAFF.user, lancasterSubmit(session.id))).status).toBe(403);
    expect(await storedOffering(session.id, LANCASTER_ID)).toBeUndefined();

    const kingsportHigh = await catalog(KINGSPORT_ID, SUMMER, 'High School');
    const kingsport = await post(STAFF.contributor, {
      LeloRegistrationProfile: session.id,
      siteId: KINGSPORT_ID,
      highSchoolDetails: {
        courseYear: '2026-2027',
        catalogTerm: 'Summer',
        totalCourses: '4',
        includeNCAA: 'No',
        courseIds: ids(kingsportHigh, 2),
      },
    });
    expect(kingsport.status, JSON.stringify(kingsport.body)).toBe(201);
    expect((kingsport.body as StaffCourseOffering).offering).toMatchObject({
      charter_id: siteOf(KINGSPORT_ID).charter.id,
      highSchoolDetails: { totalCourses: '4', includeNCAA: 'No' },
    });
  });

  it('answers 404 for an unknown session or site and writes nothing', async () => {
    const unknownSession = await post(STAFF.superAdmin, lancasterSubmit('lelo-session-nowhere'));
    expect(unknownSession.status).toBe(404);
    expect(await storedOffering('lelo-session-nowhere', LANCASTER_ID)).toBeUndefined();
    const session = await newSession();
    expect(
      (await post(STAFF.superAdmin, { ...lancasterSubmit(session.id), siteId: '000000000000000000000000' }))
        .status,
    ).toBe(404);
  });

  it('answers 400 with field errors for the year, term, NCAA and at least one course, in the spec words', async () => {
    const session = await newSession();
    expect(
      fieldErrors(
        await post(STAFF.admin, {
          LeloRegistrationProfile: session.id,
          siteId: LANCASTER_ID,
          highSchoolDetails: {
            courseYear: '',
            catalogTerm: '',
            includeNCAA: '',
            courseIds: ids(highSummer, 1),
          },
        }),
      ),
    ).toEqual([
      {
        field: 'highSchoolDetails.courseYear',
        code: 'courseSetup.year.required',
        message: 'Please select a Course Catalog Year',
      },
      {
        field: 'highSchoolDetails.catalogTerm',
        code: 'courseSetup.term.required',
        message: 'Please select a Course Catalog Term',
      },
      {
        field: 'highSchoolDetails.includeNCAA',
        code: 'courseSetup.ncaa.required',
        message: 'Please fill Ncaa Notification',
      },
    ]);
    expect(
      fieldErrors(await post(STAFF.admin, { LeloRegistrationProfile: session.id, siteId: LANCASTER_ID })),
    ).toEqual([
      {
        field: 'courses',
        code: 'courseSetup.courses.required',
        message: 'Please select at least one course.',
      },
    ]);
    expect(await storedOffering(session.id, LANCASTER_ID)).toBeUndefined();
  });

  it('answers 400 for max courses per student outside 1-4 (high, middle) and 1-3 (elementary)', async () => {
    const session = await newSession();
    const elementary = await catalog(LANCASTER_ID, SUMMER, 'Elementary School');
    const panel = { courseYear: '2026-2027', catalogTerm: 'Summer' };
    const errors = fieldErrors(
      await post(STAFF.admin, {
        LeloRegistrationProfile: session.id,
        siteId: LANCASTER_ID,
        highSchoolDetails: { ...panel, includeNCAA: 'No', totalCourses: '5', courseIds: ids(highSummer, 1) },
        middleSchoolDetails: { ...panel, totalCourses: '0', courseIds: ids(middleSummer, 1) },
        elementarySchoolDetails: { ...panel, totalCourses: '4', courseIds: ids(elementary, 1) },
      }),
    );
    expect(errors).toEqual([
      {
        field: 'highSchoolDetails.totalCourses',
        code: 'courseSetup.totalCourses.max4',
        message: 'Max courses per student must be 1 to 4.',
      },
      {
        field: 'middleSchoolDetails.totalCourses',
        code: 'courseSetup.totalCourses.max4',
        message: 'Max courses per student must be 1 to 4.',
      },
      {
        field: 'elementarySchoolDetails.totalCourses',
        code: 'courseSetup.totalCourses.max3',
        message: 'Max courses per student must be 1 to 3.',
      },
    ]);
    const atTheLimits = await post(STAFF.admin, {
      LeloRegistrationProfile: session.id,
      siteId: LANCASTER_ID,
      highSchoolDetails: { ...panel, includeNCAA: 'No', totalCourses: '4', courseIds: ids(highSummer, 1) },
      middleSchoolDetails: { ...panel, totalCourses: '4', courseIds: ids(middleSummer, 1) },
      elementarySchoolDetails: { ...panel, totalCourses: '3', courseIds: ids(elementary, 1) },
    });
    expect(atTheLimits.status, JSON.stringify(atTheLimits.body)).toBe(201);
  });

  it("answers 400 'notInCatalog' for an unknown id, another level, another edition or another charter's course", async () => {
    const session = await newSession();
    const notInCatalog = (field: string) => ({
      field,
      code: 'courseSetup.courses.notInCatalog',
      message: "This course is not in the charter's catalog for this year, term and school level.",
    });
    const high = (courseIds: string[], edition: { school_year: string; catalog_term: string } = SUMMER) => ({
      LeloRegistrationProfile: session.id,
      siteId: LANCASTER_ID,
      highSchoolDetails: {
        courseYear: edition.school_year,
        catalogTerm: edition.catalog_term,
        includeNCAA: 'Yes',
        courseIds,
      },
    });
    const kingsportHigh = await catalog(KINGSPORT_ID, SUMMER, 'High School');
    for (const courseIds of [
      [...ids(highSummer, 1), 'no-such-course'],
      ids(middleSummer, 1),
      ids(highFall, 1),
      ids(kingsportHigh, 1),
    ])
      expect(fieldErrors(await post(STAFF.admin, high(courseIds))), courseIds.join()).toEqual([
        notInCatalog('highSchoolDetails.courseIds'),
      ]);
    // The Fall course is fine in a panel that names the Fall edition.
    expect((await post(STAFF.admin, high(ids(highFall, 2), FALL))).status).toBe(201);
  });

  it('answers 400 for malformed ids and a body that is not JSON, and never 500', async () => {
    const session = await newSession();
    const errors = fieldErrors(
      await post(STAFF.admin, {
        ...lancasterSubmit(session.id),
        LeloRegistrationProfile: 'bad/id',
        siteId: 'not-a-site',
        middleSchoolDetails: { courseYear: '2026-2027', catalogTerm: 'Summer', courseIds: ['bad#id'] },
      }),
    );
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['LeloRegistrationProfile', 'id.invalid'],
      ['siteId', 'id.invalid'],
      ['middleSchoolDetails.courseIds.0', 'id.invalid'],
    ]);
    const notJson = await callAs(STAFF.admin, '/api/courses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
    expect(await storedOffering(session.id, LANCASTER_ID)).toBeUndefined();
  });
});

describe('PUT /api/courses/{id}', () => {
  async function saved(): Promise<{ session: LeloSessionRecord; id: string; etag: string }> {
    const session = await newSession();
    const result = await post(STAFF.admin, lancasterSubmit(session.id));
    expect(result.status).toBe(201);
    return { session, id: `${session.id}_${LANCASTER_ID}`, etag: result.headers.get('etag') ?? '' };
  }

  it('replaces the offering with the current ETag, and the wizard reads the new courses', async () => {
    const { session, id, etag } = await saved();
    const result = await put(
      STAFF.admin,
      id,
      {
        LeloRegistrationProfile: session.id,
        siteId: LANCASTER_ID,
        highSchoolDetails: {
          courseYear: '2026-2027',
          catalogTerm: 'Fall',
          totalCourses: '1',
          includeNCAA: 'No',
          courseIds: ids(highFall, 4),
        },
      },
      etag,
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const newEtag = result.headers.get('etag');
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    const { offering, learningCenter } = result.body as StaffCourseOffering;
    expect(learningCenter.courseCount).toBe(4);
    expect(offering?.highSchoolDetails).toMatchObject({
      totalCourses: '1',
      catalogTerm: 'Fall',
      includeNCAA: 'No',
      courses: highFall.slice(0, 4).map((course) => expect.objectContaining({ _id: course.id })),
    });
    expect(offering).not.toHaveProperty('middleSchoolDetails');
    const stored = await storedOffering(session.id, LANCASTER_ID);
    expect(stored?.middleSchoolDetails).toBeUndefined();
    expect(stored?._etag).toBe(newEtag);
    const wizard = await api(`/api/courses/${LANCASTER_ID}/${siteOf(LANCASTER_ID).charter.id}/${session.id}`);
    expect(wizard.body).toEqual(offering);

    // The version the first save answered is now stale.
    const stale = await put(STAFF.admin, id, lancasterSubmit(session.id), etag);
    await expectSaveRefused(stale, 409, 'courses.conflict', session.id, newEtag);
  });

  it("answers 428 'courses.ifMatch.required' without If-Match and writes nothing", async () => {
    const { session, id, etag } = await saved();
    const result = await put(STAFF.admin, id, lancasterSubmit(session.id));
    await expectSaveRefused(result, 428, 'courses.ifMatch.required', session.id, etag);
  });

  it('checks the body like POST, and the id against the body', async () => {
    const { session, id, etag } = await saved();
    const mismatch = fieldErrors(
      await put(STAFF.admin, `${session.id}_${KINGSPORT_ID}`, lancasterSubmit(session.id), etag),
    );
    expect(mismatch).toEqual([
      {
        field: 'id',
        code: 'courseSetup.id.mismatch',
        message: 'The address names other courses than the ones sent. Please reload and try again.',
      },
    ]);
    const wrongLevel = fieldErrors(
      await put(
        STAFF.admin,
        id,
        {
          ...lancasterSubmit(session.id),
          middleSchoolDetails: {
            ...lancasterSubmit(session.id).middleSchoolDetails,
            courseIds: ids(highSummer, 1),
          },
        },
        etag,
      ),
    );
    expect(wrongLevel.map((error) => [error.field, error.code])).toEqual([
      ['middleSchoolDetails.courseIds', 'courseSetup.courses.notInCatalog'],
    ]);
    const noNcaa = fieldErrors(
      await put(
        STAFF.admin,
        id,
        {
          ...lancasterSubmit(session.id),
          highSchoolDetails: { ...lancasterSubmit(session.id).highSchoolDetails, includeNCAA: '' },
        },
        etag,
      ),
    );
    expect(noNcaa.map((error) => error.message)).toEqual(['Please fill Ncaa Notification']);
    expect((await storedOffering(session.id, LANCASTER_ID))?._etag).toBe(etag);
  });

  it("answers 404 for another charter's site, a center without a saved offering, and 403 for a User", async () => {
    const { session, id, etag } = await saved();
    expect((await put(STAFF.contributor, id, lancasterSubmit(session.id), etag)).status).toBe(404);
    expect((await put(STAFF.user, id, lancasterSubmit(session.id), etag)).status).toBe(403);
    const other = await newSession();
    expect(
      (await put(STAFF.superAdmin, `${other.id}_${LANCASTER_ID}`, lancasterSubmit(other.id), etag)).status,
    ).toBe(404);
    expect(await storedOffering(other.id, LANCASTER_ID)).toBeUndefined();
    expect((await storedOffering(session.id, LANCASTER_ID))?._etag).toBe(etag);
  });
});
