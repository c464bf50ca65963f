import { describe, expect, it } from 'vitest';
import { summerLevel } from '../../test-support/course-offering.ts';
import { validationMessagesEn } from '../messages/en.ts';
import {
  type CourseOfferingSubmitInput,
  catalogMismatchErrors,
  catalogOptionsOf,
  compareCatalogYearsDescending,
  compareCourseTypes,
  courseOfferingRecordOf,
  courseOfferingSubmitSchema,
  offeredCourseCount,
  offeredCourseOf,
  pageOf,
  SETUP_LEVELS,
  sortedCatalogOptions,
  submittedCourseCount,
  submittedOfferingId,
} from './course-setup.ts';
import type { SchoolLevel } from './grades.ts';
import type { CatalogCourse } from './lelo-config.ts';

const SITE = 'b2ba96878bd049e721fc7c59';
const CHARTER = 'c1c1c1c1c1c1c1c1c1c1c1c1';

function catalogCourse(
  id: string,
  level: SchoolLevel,
  overrides: Partial<CatalogCourse> = {},
): CatalogCourse {
  return {
    id,
    charter_id: CHARTER,
    school_year: '2026-2027',
    catalog_term: 'Summer',
    course_type: level,
    course_name: `Course ${id}`,
    grade_level_offered: level === 'High School' ? '9,10' : level === 'Middle School' ? '7,8' : '2,3',
    credits: '5',
    ncaa: level === 'High School',
    master_agreement_name: `CODE ${id}`,
    ...overrides,
  };
}

const high = {
  courseYear: '2026-2027',
  catalogTerm: 'Summer',
  totalCourses: '2',
  includeNCAA: 'Yes' as const,
};
const valid: CourseOfferingSubmitInput = {
  LeloRegistrationProfile: 'lelo-session-test',
  siteId: SITE,
  highSchoolDetails: { ...high, courseIds: ['h1', 'h2'] },
};

/** The English message of each failing field, by path. */
function messagesFor(values: unknown): Record<string, string> {
  const result = courseOfferingSubmitSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      (validationMessagesEn as Record<string, string>)[issue.message] ?? `(no message: ${issue.message})`,
    ]),
  );
}

describe('courseOfferingSubmitSchema', () => {
  it('accepts a high school panel and defaults the other panels to empty', () => {
    expect(messagesFor(valid)).toEqual({});
    const parsed = courseOfferingSubmitSchema.parse(valid);
    expect(parsed.middleSchoolDetails).toEqual({
      courseYear: '',
      catalogTerm: '',
      totalCourses: '1',
      includeNCAA: '',
      courseIds: [],
    });
    expect(submittedCourseCount(parsed)).toBe(2);
  });

  it("wants at least one course: 'Please select at least one course.'", () => {
    expect(messagesFor({ ...valid, highSchoolDetails: { ...high, courseIds: [] } })).toEqual({
      courses: 'Please select at least one course.',
    });
  });

  it('asks for the catalog year, term and NCAA choice of a panel with courses, in the spec words', () => {
    expect(
      messagesFor({
        ...valid,
        highSchoolDetails: { courseIds: ['h1'], courseYear: ' ', catalogTerm: '', includeNCAA: '' },
      }),
    ).toEqual({
      'highSchoolDetails.courseYear': 'Please select a Course Catalog Year',
      'highSchoolDetails.catalogTerm': 'Please select a Course Catalog Term',
      'highSchoolDetails.includeNCAA': 'Please fill Ncaa Notification',
    });
  });

  it('asks no NCAA choice of the middle and elementary panels, and ignores panels without courses', () => {
    expect(
      messagesFor({
        ...valid,
        highSchoolDetails: { courseIds: [], totalCourses: '9' },
        middleSchoolDetails: { courseYear: '2026-2027', catalogTerm: 'Fall', courseIds: ['m1'] },
        elementarySchoolDetails: { courseYear: '2026-2027', catalogTerm: 'Fall', courseIds: ['e1'] },
      }),
    ).toEqual({});
  });

  it('keeps max courses per student to 1-4 for high and middle school and 1-3 for elementary', () => {
    const panel = { courseYear: '2026-2027', catalogTerm: 'Fall', courseIds: ['x1'] };
    const totals =
      (level: 'highSchoolDetails' | 'middleSchoolDetails' | 'elementarySchoolDetails') =>
      (totalCourses: string) =>
        messagesFor({
          LeloRegistrationProfile: 'lelo-session-test',
          siteId: SITE,
          [level]: {
            ...panel,
            ...(level === 'highSchoolDetails' ? { includeNCAA: 'No' } : {}),
            totalCourses,
          },
        })[`${level}.totalCourses`];
    for (const level of ['highSchoolDetails', 'middleSchoolDetails'] as const) {
      for (const ok of ['1', '2', '3', '4']) expect(totals(level)(ok), `${level} ${ok}`).toBeUndefined();
      for (const bad of ['0', '5', '', 'two', '1.5', '-1'])
        expect(totals(level)(bad), `${level} ${bad}`).toBe('Max courses per student must be 1 to 4.');
    }
    for (const ok of ['1', '2', '3']) expect(totals('elementarySchoolDetails')(ok)).toBeUndefined();
    for (const bad of ['0', '4', 'x'])
      expect(totals('elementarySchoolDetails')(bad)).toBe('Max courses per student must be 1 to 3.');
  });

  it('defaults max courses per student to 1', () => {
    const parsed = courseOfferingSubmitSchema.parse({
      ...valid,
      highSchoolDetails: {
        courseYear: '2026-2027',
        catalogTerm: 'Summer',
        includeNCAA: 'No',
        courseIds: ['h1'],
      },
    });
    expect(parsed.highSchoolDetails.totalCourses).toBe('1');
  });

  it('refuses a course selected twice, too many courses, an NCAA value other than Yes or No and long texts', () => {
    expect(messagesFor({ ...valid, highSchoolDetails: { ...high, courseIds: ['h1', 'h1'] } })).toEqual({
      'highSchoolDetails.courseIds': 'A course can be selected only once.',
    });
    const many = Array.from({ length: 201 }, (_, index) => `c${index}`);
    expect(messagesFor({ ...valid, highSchoolDetails: { ...high, courseIds: many } })).toEqual({
      'highSchoolDetails.courseIds': 'Too many courses selected.',
    });
    expect(messagesFor({ ...valid, highSchoolDetails: { ...high, includeNCAA: 'Maybe' } })).toEqual({
      'highSchoolDetails.includeNCAA': validationMessagesEn['registration.option.invalid'],
    });
    expect(
      messagesFor({
        ...valid,
        highSchoolDetails: { ...high, courseIds: ['h1'], catalogTerm: 'T'.repeat(51) },
      }),
    ).toEqual({ 'highSchoolDetails.catalogTerm': validationMessagesEn['lelo.text.max50'] });
  });

  it('checks every id: the session, the site (24 hex) and each catalog id', () => {
    expect(
      messagesFor({
        ...valid,
        LeloRegistrationProfile: 'bad/id',
        siteId: 'not-a-site',
        highSchoolDetails: { ...high, courseIds: ['ok', 'bad#id'] },
      }),
    ).toEqual({
      LeloRegistrationProfile: validationMessagesEn['id.invalid'],
      siteId: validationMessagesEn['id.invalid'],
      'highSchoolDetails.courseIds.1': validationMessagesEn['id.invalid'],
    });
    expect(messagesFor({ highSchoolDetails: valid.highSchoolDetails })).toEqual({
      LeloRegistrationProfile: 'This field is required.',
      siteId: 'This field is required.',
    });
  });
});

describe('course setup lists', () => {
  it('pages 13 per page, and a page out of range shows the nearest page', () => {
    const items = Array.from({ length: 16 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 13), page: 1, pageCount: 2 });
    expect(pageOf(items, 2)).toEqual({ items: [13, 14, 15], page: 2, pageCount: 2 });
    expect(pageOf(items, 9).page).toBe(2);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('sorts course types High, Middle, Elementary, then alphabetically, and catalog years newest first', () => {
    expect(
      ['Zoo', 'Elementary School', 'Adult', 'High School', 'Middle School'].sort(compareCourseTypes),
    ).toEqual(['High School', 'Middle School', 'Elementary School', 'Adult', 'Zoo']);
    expect(['2025-2026', '2027-2028', '2026-2027'].sort(compareCatalogYearsDescending)).toEqual([
      '2027-2028',
      '2026-2027',
      '2025-2026',
    ]);
    expect(SETUP_LEVELS).toEqual(['High School', 'Middle School', 'Elementary School']);
  });

  it('derives the catalog options of the rows once each, in the spec orders', () => {
    const rows = [
      { school_year: '2025-2026', catalog_term: 'Summer', course_type: 'Elementary School' },
      { school_year: '2026-2027', catalog_term: 'Fall', course_type: 'High School' },
      { school_year: '2026-2027', catalog_term: 'Summer', course_type: 'Middle School' },
      { school_year: '', catalog_term: ' ', course_type: 'High School' },
    ] as const;
    expect(catalogOptionsOf(rows)).toEqual({
      years: ['2026-2027', '2025-2026'],
      terms: ['Fall', 'Summer'],
      courseTypes: ['High School', 'Middle School', 'Elementary School'],
    });
    expect(
      sortedCatalogOptions({
        years: ['2024-2025', '2026-2027', '2024-2025'],
        terms: ['B', 'A'],
        courseTypes: [],
      }),
    ).toEqual({ years: ['2026-2027', '2024-2025'], terms: ['A', 'B'], courseTypes: [] });
  });
});

describe('saving an offering', () => {
  const catalog: Record<SchoolLevel, CatalogCourse[]> = {
    'High School': [catalogCourse('h1', 'High School'), catalogCourse('h2', 'High School', { ncaa: false })],
    'Middle School': [catalogCourse('m1', 'Middle School', { catalog_term: 'Fall' })],
    'Elementary School': [],
  };
  const place = {
    session: { id: 'lelo-session-test', permalink: 'test-session' },
    site: { id: SITE, name: 'Learn4Life - Lancaster', charter: { id: CHARTER, name: 'Sierra Valley' } },
  };
  const submit = courseOfferingSubmitSchema.parse({
    ...valid,
    highSchoolDetails: { ...high, totalCourses: '02', courseIds: ['h2', 'h1'] },
    middleSchoolDetails: {
      courseYear: '2026-2027',
      catalogTerm: 'Fall',
      includeNCAA: 'Yes',
      courseIds: ['m1'],
    },
  });

  it('names the offering {sessionId}_{siteId}', () => {
    expect(submittedOfferingId(submit)).toBe(`lelo-session-test_${SITE}`);
  });

  it('finds no mismatch when every id is a course of the charter, level and edition', () => {
    expect(catalogMismatchErrors(submit, CHARTER, (level) => catalog[level])).toEqual([]);
  });

  it('reports an unknown id, another level, another edition or another charter on the panel', () => {
    const notInCatalog = {
      code: 'courseSetup.courses.notInCatalog',
      message: "This course is not in the charter's catalog for this year, term and school level.",
    };
    const unknown = courseOfferingSubmitSchema.parse({
      ...valid,
      highSchoolDetails: { ...high, courseIds: ['h1', 'nope'] },
    });
    expect(catalogMismatchErrors(unknown, CHARTER, (level) => catalog[level])).toEqual([
      { field: 'highSchoolDetails.courseIds', ...notInCatalog },
    ]);
    // A middle school course picked in the high school panel (whatever the catalog answered).
    const wrongLevel = courseOfferingSubmitSchema.parse({
      ...valid,
      highSchoolDetails: { ...high, catalogTerm: 'Fall', courseIds: ['m1'] },
    });
    expect(catalogMismatchErrors(wrongLevel, CHARTER, () => catalog['Middle School'])).toEqual([
      { field: 'highSchoolDetails.courseIds', ...notInCatalog },
    ]);
    // The middle school course is of the Fall edition, the panel names Summer.
    const wrongEdition = courseOfferingSubmitSchema.parse({
      ...valid,
      highSchoolDetails: { ...high, courseIds: [] },
      middleSchoolDetails: { courseYear: '2026-2027', catalogTerm: 'Summer', courseIds: ['m1'] },
    });
    expect(catalogMismatchErrors(wrongEdition, CHARTER, (level) => catalog[level])).toEqual([
      { field: 'middleSchoolDetails.courseIds', ...notInCatalog },
    ]);
    expect(catalogMismatchErrors(submit, 'another-charter', (level) => catalog[level])).toEqual([
      { field: 'highSchoolDetails.courseIds', ...notInCatalog },
      { field: 'middleSchoolDetails.courseIds', ...notInCatalog },
    ]);
  });

  it('copies the catalog courses in the selected order, keeps NCAA for high school only and leaves out empty levels', () => {
    const now = new Date('2026-11-24T08:00:00.000Z');
    const record = courseOfferingRecordOf(submit, place, (level) => catalog[level], now);
    expect(record).toEqual({
      id: `lelo-session-test_${SITE}`,
      LeloRegistrationProfile: 'lelo-session-test',
      permalink: 'test-session',
      siteId: SITE,
      charter_id: CHARTER,
      charter: 'Sierra Valley',
      learningCenterName: 'Learn4Life - Lancaster',
      updatedAt: '2026-11-24T08:00:00.000Z',
      highSchoolDetails: summerLevel(
        'High School',
        '2',
        [
          offeredCourseOf(catalog['High School'][1] as CatalogCourse),
          offeredCourseOf(catalog['High School'][0] as CatalogCourse),
        ],
        'Yes',
      ),
      middleSchoolDetails: {
        totalCourses: '1',
        courseYear: '2026-2027',
        catalogTerm: 'Fall',
        courseType: 'Middle School',
        courses: [offeredCourseOf(catalog['Middle School'][0] as CatalogCourse)],
      },
    });
    expect(record.elementarySchoolDetails).toBeUndefined();
    expect(offeredCourseCount(record)).toBe(3);
    expect(offeredCourseCount(null)).toBe(0);
  });

  it('copies every catalog field the wizard and the agreement read, the catalog id as _id', () => {
    expect(offeredCourseOf(catalogCourse('h9', 'High School'))).toEqual({
      _id: 'h9',
      course_name: 'Course h9',
      course_type: 'High School',
      grade_level_offered: '9,10',
      credits: '5',
      ncaa: true,
      master_agreement_name: 'CODE h9',
    });
  });
});
