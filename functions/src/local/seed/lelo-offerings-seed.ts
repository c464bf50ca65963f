import {
  type CourseOfferingRecord,
  type CourseOfferingRowInput,
  courseOfferingId,
  LEVEL_DETAILS_KEY,
  type LevelDetails,
  type OfferedCourse,
  offeredCourseOf,
  type SchoolLevel,
} from '@enroll/domain';
import { siteIdOf } from '../../services/import/reference-ids.ts';
import { catalogCourse } from './lelo-catalog-seed.ts';
import { ACTIVE_SESSION_PERMALINK, LELO_SESSION_IDS, seedTimestamp } from './lelo-sessions-seed.ts';
import { SITE_SEED, type SiteDocument } from './sites-seed.ts';

/** The catalog edition the active session's offerings are taken from. */
const OFFERING_EDITION = { school_year: '2026-2027', catalog_term: 'Summer' } as const;

interface LevelRow {
  totalCourses: string;
  courses: readonly string[];
}

interface OfferingRow {
  siteSlug: string;
  levels: Partial<Record<SchoolLevel, LevelRow>>;
}

/** What the Lelo learning centers offer in the active session (helper-common.md "Seeded data"). */
const OFFERING_ROWS: readonly OfferingRow[] = [
  {
    siteSlug: 'learn4life-lancaster',
    levels: {
      'High School': {
        totalCourses: '2',
        courses: ['English 9A', 'Algebra 1A', 'Biology A', 'U.S. History A', 'Health', 'Career Exploration'],
      },
      'Middle School': {
        totalCourses: '2',
        courses: ['Language Arts 5-6A', 'Language Arts 7-8A', 'Math 5-6A', 'Pre-Algebra A', 'Life Science A'],
      },
      'Elementary School': {
        totalCourses: '1',
        courses: ['Reading Foundations TK-1', 'Reading and Writing 2-4', 'Math 2-4', 'Science Explorers'],
      },
    },
  },
  {
    siteSlug: 'holston-kingsport',
    levels: {
      'High School': {
        totalCourses: '4',
        courses: [
          'Health',
          'Physical Education A',
          'Career Exploration',
          'Financial Literacy',
          'Digital Media Arts A',
        ],
      },
    },
  },
  {
    siteSlug: 'flexhigh-palmdale',
    levels: {
      'High School': {
        totalCourses: '1',
        courses: ['Health', 'Career Exploration', 'Financial Literacy', 'Digital Media Arts A'],
      },
    },
  },
];

function siteOf(slug: string): SiteDocument {
  const id = siteIdOf(slug);
  const site = SITE_SEED.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`Seed offering names an unknown site: ${slug}`);
  return site;
}

function levelDetailsOf(level: SchoolLevel, row: LevelRow, charterId: string): LevelDetails {
  const courses: OfferedCourse[] = row.courses.map((name) =>
    offeredCourseOf(catalogCourse(charterId, OFFERING_EDITION, name)),
  );
  return {
    totalCourses: row.totalCourses,
    courseYear: OFFERING_EDITION.school_year,
    catalogTerm: OFFERING_EDITION.catalog_term,
    courseType: level,
    ...(level === 'High School' ? { includeNCAA: courses.some((course) => course.ncaa) ? 'Yes' : 'No' } : {}),
    courses,
  };
}

/** The offerings as the `course-offerings` import file's rows: what the seed hands to the import's core. */
export function leloOfferingRows(): CourseOfferingRowInput[] {
  return OFFERING_ROWS.map((row) => {
    const site = siteOf(row.siteSlug);
    const levels = (Object.entries(row.levels) as [SchoolLevel, LevelRow][]).map(([level, levelRow]) => {
      const details = levelDetailsOf(level, levelRow, site.charter.id);
      const columns = {
        courseYear: details.courseYear,
        catalogTerm: details.catalogTerm,
        totalCourses: details.totalCourses,
        includeNCAA: details.includeNCAA ?? '',
        courses: [...levelRow.courses],
      };
      return [LEVEL_DETAILS_KEY[level], columns] as const;
    });
    return { session: LELO_SESSION_IDS.active, site: row.siteSlug, ...Object.fromEntries(levels) };
  });
}

/** The course offerings of the active session, one per Lelo learning center. */
export function leloOfferingDocuments(today: string): CourseOfferingRecord[] {
  const sessionId = LELO_SESSION_IDS.active;
  return OFFERING_ROWS.map((row) => {
    const site = siteOf(row.siteSlug);
    const offering: CourseOfferingRecord = {
      id: courseOfferingId(sessionId, site.id),
      LeloRegistrationProfile: sessionId,
      permalink: ACTIVE_SESSION_PERMALINK,
      siteId: site.id,
      charter_id: site.charter.id,
      charter: site.charter.name,
      learningCenterName: site.name,
      updatedAt: seedTimestamp(today, 40),
    };
    for (const [level, levelRow] of Object.entries(row.levels) as [SchoolLevel, LevelRow][]) {
      offering[LEVEL_DETAILS_KEY[level]] = levelDetailsOf(level, levelRow, site.charter.id);
    }
    return offering;
  });
}
