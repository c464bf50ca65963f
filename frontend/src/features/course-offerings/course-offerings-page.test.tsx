import {
  type CatalogCourse,
  type CourseOfferingRecord,
  type LevelDetails,
  offeredCourseOf,
  type SchoolLevel,
  type StaffCourseOffering,
} from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSummary } from '../../api/sessions/test-utils/session-summary.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { withEtag } from '../../test/lelo-entry-fixture.ts';
import { jsonReply, putWithIfMatch, type RecordedRequest, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { CourseOfferingsPage } from './course-offerings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SESSION_ID = 'lelo-session-soon';
const SITE_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const CHARTER_ID = 'c0c0c0c0c0c0c0c0c0c0c0c0';
const SETUP_PATH = `/api/courses/setup/${SESSION_ID}/${SITE_ID}`;
const BACK = `/edit-courses/fall-intersession-2027/${SESSION_ID}?site=${SITE_ID}`;

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** 15 high school courses per edition (two pages), 3 middle school ones; names sort as numbered. */
function catalogOf(year: string, term: string): CatalogCourse[] {
  const base = (year === '2026-2027' ? 0 : 1000) + (term === 'Summer' ? 0 : 500);
  const course = (n: number, level: SchoolLevel, name: string): CatalogCourse => ({
    id: hex(base + n),
    charter_id: CHARTER_ID,
    school_year: year,
    catalog_term: term,
    course_type: level,
    course_name: name,
    grade_level_offered: level === 'High School' ? '9,10,11,12' : '7,8',
    credits: '5',
    ncaa: false,
    master_agreement_name: name,
  });
  return [
    ...Array.from({ length: 15 }, (_, i) =>
      course(i + 1, 'High School', `HS Course ${String(i + 1).padStart(2, '0')}`),
    ),
    ...Array.from({ length: 3 }, (_, i) => course(100 + i, 'Middle School', `MS Course ${i + 1}`)),
  ];
}

function catalogReply(request: RecordedRequest): Response {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const data = catalogOf(query.get('school_year') ?? '', query.get('catalog_term') ?? '').filter(
    (course) => course.course_type === query.get('course_type'),
  );
  return jsonReply(200, { data: { data: data.sort((a, b) => a.course_name.localeCompare(b.course_name)) } });
}

const OPTIONS = {
  data: {
    years: ['2026-2027', '2025-2026'],
    terms: ['Fall', 'Summer'],
    courseTypes: ['High School', 'Middle School'],
  },
};

function savedHighSchool(): LevelDetails {
  return {
    totalCourses: '3',
    courseYear: '2026-2027',
    catalogTerm: 'Summer',
    courseType: 'High School',
    includeNCAA: 'No',
    courses: catalogOf('2026-2027', 'Summer').slice(0, 2).map(offeredCourseOf),
  };
}

function setupOf(offering: Partial<CourseOfferingRecord> | null): StaffCourseOffering {
  return {
    session: sessionSummary('Fall Intersession 2027', { _id: SESSION_ID }),
    learningCenter: {
      siteId: SITE_ID,
      learningCenterName: 'Learn4Life Long Beach',
      charter_id: CHARTER_ID,
      charter: 'Pacific Coast Learning Academy',
      courseCount: 0,
    },
    offering: offering
      ? {
          id: `${SESSION_ID}_${SITE_ID}`,
          LeloRegistrationProfile: SESSION_ID,
          permalink: 'fall-intersession-2027',
          siteId: SITE_ID,
          charter_id: CHARTER_ID,
          charter: 'Pacific Coast Learning Academy',
          learningCenterName: 'Learn4Life Long Beach',
          updatedAt: '2027-06-01T10:00:00.000Z',
          ...offering,
        }
      : null,
  };
}

function open(setup: StaffCourseOffering, saves: Record<string, Reply[]> = {}) {
  return renderStaffPage(<CourseOfferingsPage />, {
    path: '/edit-courseOfferings/:charter/:charterId/:name/:courseId/:permalink/:id',
    route: `/edit-courseOfferings/Pacific%20Coast/${CHARTER_ID}/Long%20Beach/${SITE_ID}/fall-intersession-2027/${SESSION_ID}`,
    user: { level: 2 },
    api: {
      [SETUP_PATH]: [withEtag(setup, '"v1"')],
      '/api/v1/config/course_catalog_options': [jsonReply(200, OPTIONS)],
      '/api/v1/config/course_catalog': [catalogReply],
      ...saves,
    },
  });
}

const panel = (level: string) => screen.getByRole('group', { name: level });
const list = (level: string, which: 'Available' | 'Selected') =>
  screen.getByRole('group', { name: `${level} ${which} Courses` });
const boxes = (group: HTMLElement) =>
  within(within(group).getByRole('list')).getAllByRole('checkbox') as HTMLInputElement[];
const names = (group: HTMLElement) => boxes(group).map((box) => box.labels?.[0]?.textContent);
const select = (level: string, name: RegExp, value: string) =>
  fireEvent.change(within(panel(level)).getByRole('combobox', { name }), { target: { value } });

async function chooseEdition(level: string, year: string, term: string) {
  select(level, /Course Catalog Year/, year);
  select(level, /Course Catalog Term/, term);
  await waitFor(() => expect(boxes(list(level, 'Available')).length).toBeGreaterThan(0));
}

describe('Course offerings', { timeout: 30_000 }, () => {
  it('pages the catalog 13 a page, moves courses with >> and <<, and POSTs the first save', async () => {
    const { requests } = open(setupOf(null), {
      '/api/courses': [(request) => withEtag(setupOf(request.body as object), '"v2"', 201)],
    });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Pacific Coast Learning Academy - Learn4Life Long Beach',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Session: Fall Intersession 2027 (2027-2028)')).toBeTruthy();
    // The charter's catalog has High and Middle School: two panels, High School first.
    await waitFor(() => expect(screen.getByRole('group', { name: 'High School' })).toBeTruthy());
    expect(screen.queryByRole('group', { name: 'Elementary School' })).toBeNull();
    const years = within(panel('High School')).getByRole('combobox', { name: /Course Catalog Year/ });
    expect([...(years as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      '2026-2027',
      '2025-2026',
    ]);
    expect(
      within(panel('High School')).getByRole('combobox', { name: /Max courses per student/ }),
    ).toHaveProperty('value', '1');
    expect(
      [
        ...(
          within(panel('Middle School')).getByRole('combobox', {
            name: /Max courses per student/,
          }) as HTMLSelectElement
        ).options,
      ].map((o) => o.value),
    ).toEqual(['', '1', '2', '3', '4']);
    expect(
      within(list('High School', 'Available')).getByText(
        'Choose a catalog year and term to see its courses.',
      ),
    ).toBeTruthy();

    await chooseEdition('High School', '2026-2027', 'Summer');
    const available = list('High School', 'Available');
    expect(boxes(available)).toHaveLength(13);
    expect(within(available).getByText('1 of 2')).toBeTruthy();
    fireEvent.click(within(available).getByRole('button', { name: 'Next' }));
    expect(names(available)).toEqual(['HS Course 14', 'HS Course 15']);
    expect(within(available).getByText('2 of 2')).toBeTruthy();
    fireEvent.click(within(available).getByRole('button', { name: 'Previous' }));
    expect(within(available).getByText('1 of 2')).toBeTruthy();

    // Select All ticks the whole list (both pages); >> moves them all.
    fireEvent.click(within(available).getByRole('checkbox', { name: 'Select All' }));
    expect(boxes(available).every((box) => box.checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add checked High School courses to Selected' }));
    expect(within(list('High School', 'Available')).getByText('No courses in this catalog.')).toBeTruthy();
    const selected = list('High School', 'Selected');
    expect(within(selected).getByText('Selected Courses (15)')).toBeTruthy();
    expect(within(selected).getByText('1 of 2')).toBeTruthy();

    // << takes the ticked ones back to Available.
    fireEvent.click(within(selected).getByRole('checkbox', { name: 'HS Course 01' }));
    fireEvent.click(within(selected).getByRole('checkbox', { name: 'HS Course 02' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove checked High School courses from Selected' }));
    expect(names(list('High School', 'Available'))).toEqual(['HS Course 01', 'HS Course 02']);
    expect(within(list('High School', 'Selected')).getByText('Selected Courses (13)')).toBeTruthy();

    fireEvent.click(within(panel('High School')).getByRole('radio', { name: 'Yes' }));
    select('High School', /Max courses per student/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe(BACK));
    expect(await screen.findByText('Successfully submitted 13 courses!')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    const catalog = catalogOf('2026-2027', 'Summer');
    expect(post?.body).toEqual({
      LeloRegistrationProfile: SESSION_ID,
      siteId: SITE_ID,
      highSchoolDetails: {
        courseYear: '2026-2027',
        catalogTerm: 'Summer',
        totalCourses: '2',
        includeNCAA: 'Yes',
        courseIds: catalog.slice(2, 15).map((course) => course.id),
      },
      middleSchoolDetails: {
        courseYear: '',
        catalogTerm: '',
        totalCourses: '1',
        includeNCAA: '',
        courseIds: [],
      },
      elementarySchoolDetails: {
        courseYear: '',
        catalogTerm: '',
        totalCourses: '1',
        includeNCAA: '',
        courseIds: [],
      },
    });
  });

  it("shows the spec's messages and sends nothing while the choice is incomplete", async () => {
    const { requests } = open(setupOf(null));
    await waitFor(() => expect(screen.getByRole('group', { name: 'High School' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select at least one course.')).toBeTruthy();

    await chooseEdition('High School', '2025-2026', 'Fall');
    fireEvent.click(within(list('High School', 'Available')).getByRole('checkbox', { name: 'HS Course 03' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add checked High School courses to Selected' }));
    await waitFor(() => expect(screen.queryByText('Please select at least one course.')).toBeNull());
    // Blanking the year chooses no catalog: the courses stay and the submit asks for the year.
    select('High School', /Course Catalog Year/, '');
    expect(names(list('High School', 'Selected'))).toEqual(['HS Course 03']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a Course Catalog Year')).toBeTruthy();
    expect(screen.getByText('Please fill Ncaa Notification')).toBeTruthy();
    select('High School', /Course Catalog Year/, '2025-2026');
    select('High School', /Course Catalog Term/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a Course Catalog Term')).toBeTruthy();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('starts Selected with the saved courses, asks before another catalog clears them, and PUTs with If-Match', async () => {
    const { requests } = open(setupOf({ highSchoolDetails: savedHighSchool() }), {
      [`/api/courses/${SESSION_ID}_${SITE_ID}`]: [
        (request) => withEtag(setupOf(request.body as object), '"v2"'),
      ],
    });
    await waitFor(() =>
      expect(names(list('High School', 'Selected'))).toEqual(['HS Course 01', 'HS Course 02']),
    );
    expect(
      within(panel('High School')).getByRole('combobox', { name: /Max courses per student/ }),
    ).toHaveProperty('value', '3');
    expect(within(panel('High School')).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    await waitFor(() => expect(boxes(list('High School', 'Available'))).toHaveLength(13));

    select('High School', /Course Catalog Term/, 'Fall');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the course catalog?' });
    expect(dialog.textContent).toContain(
      'The 2 selected High School courses come from the 2026-2027 Summer catalog. Choosing another catalog year or term clears them.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Closed once the page is readable again (the modal hides the rest of the app while it closes).
    await waitFor(() =>
      expect(
        within(panel('High School')).getByRole('combobox', { name: /Course Catalog Term/ }),
      ).toHaveProperty('value', 'Summer'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(names(list('High School', 'Selected'))).toHaveLength(2);

    select('High School', /Course Catalog Term/, 'Fall');
    fireEvent.click(await screen.findByRole('button', { name: 'Change and Clear' }));
    await waitFor(() =>
      expect(within(list('High School', 'Selected')).getByText('No courses selected.')).toBeTruthy(),
    );
    // Waited for as after Close: the closing modal keeps the page hidden a moment longer on a busy machine.
    await waitFor(() =>
      expect(
        within(panel('High School')).getByRole('combobox', { name: /Course Catalog Term/ }),
      ).toHaveProperty('value', 'Fall'),
    );
    await waitFor(() => expect(boxes(list('High School', 'Available'))).toHaveLength(13));
    fireEvent.click(within(list('High School', 'Available')).getByRole('checkbox', { name: 'HS Course 07' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add checked High School courses to Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe(BACK));
    expect(await screen.findByText('Successfully submitted 1 courses!')).toBeTruthy();
    const put = putWithIfMatch(requests, '"v1"');
    expect(put?.body).toMatchObject({
      highSchoolDetails: {
        courseYear: '2026-2027',
        catalogTerm: 'Fall',
        totalCourses: '3',
        includeNCAA: 'No',
        courseIds: [catalogOf('2026-2027', 'Fall')[6]?.id],
      },
    });
  });

  it('shows a 409 with Reload and keeps the choices; a 400 puts its message on the panel', async () => {
    const conflict = 'This course offering was changed by someone else. Please reload it and try again.';
    open(setupOf({ highSchoolDetails: savedHighSchool() }), {
      [`/api/courses/${SESSION_ID}_${SITE_ID}`]: [
        jsonReply(400, {
          message: 'Validation failed',
          errors: [
            {
              field: 'highSchoolDetails.courseIds.1',
              code: 'courseSetup.courses.notInCatalog',
              message: "This course is not in the charter's catalog for this year, term and school level.",
            },
          ],
        }),
        jsonReply(409, { message: conflict }),
      ],
    });
    await waitFor(() => expect(names(list('High School', 'Selected'))).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit courses. Error: Validation failed')).toBeTruthy();
    expect(
      within(list('High School', 'Selected')).getByText(
        "This course is not in the charter's catalog for this year, term and school level.",
      ),
    ).toBeTruthy();

    fireEvent.click(within(list('High School', 'Selected')).getByRole('checkbox', { name: 'HS Course 02' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove checked High School courses from Selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(names(list('High School', 'Selected'))).toEqual(['HS Course 01']);
    expect(currentLocation()).toContain('/edit-courseOfferings/');
  });
});
