import {
  gradesOfSchoolLevel,
  LEVEL_DETAILS_KEY,
  levelsWithCourses,
  MAX_COURSES_PER_LEVEL,
  SCHOOL_LEVELS,
  sessionGate,
  templateId,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { CHARTER_SEED } from './charters-seed.ts';
import { CATALOG_EDITIONS, CATALOG_SEED } from './lelo-catalog-seed.ts';
import { leloOfferingDocuments } from './lelo-offerings-seed.ts';
import { addDays, LELO_SESSION_IDS, leloSessionDocuments } from './lelo-sessions-seed.ts';
import { leloTemplateDocuments } from './lelo-templates-seed.ts';
import { SITE_SEED } from './sites-seed.ts';

const TODAY = '2026-11-21';
const LANCASTER = 'b2ba96878bd049e721fc7c59';
const KINGSPORT = '95f2e2552c33bb943ca6a508';
const PALMDALE = '9fcf89929e3f6288a5718ea8';

function session(id: string) {
  const found = leloSessionDocuments(TODAY).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no session ${id}`);
  return found;
}

function offering(siteId: string) {
  const found = leloOfferingDocuments(TODAY).find((candidate) => candidate.siteId === siteId);
  if (!found) throw new Error(`no offering for ${siteId}`);
  return found;
}

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('lelo sessions seed', () => {
  it('gates the four permalinks as helper-common.md names them, relative to the seed day', () => {
    const byPermalink = Object.fromEntries(
      leloSessionDocuments(TODAY).map((doc) => [doc.permalink, sessionGate(doc, TODAY)]),
    );
    expect(byPermalink).toEqual({
      'summer-intersession-2027': { open: true },
      'fall-intersession-2027': { open: false, reason: 'notYetOpen', opensOn: '2026-12-21' },
      'spring-intersession-2026': { open: false, reason: 'expired' },
      'winter-intersession-2026': { open: false, reason: 'inactive' },
    });
  });

  it('opens the active session 30 days before and closes it 60 days after the seed day', () => {
    expect(session(LELO_SESSION_IDS.active)).toMatchObject({
      name: 'Summer Intersession 2027',
      status: 'Active',
      schoolYear: '2026-2027',
      enrollmentStart: '2026-10-22',
      enrollmentEnd: '2027-01-20',
      schoolYearStartDate: '2026-07-01',
      schoolYearEndDate: '2027-06-30',
    });
    expect(session(LELO_SESSION_IDS.inactive).enrollmentStart <= TODAY).toBe(true);
    expect(session(LELO_SESSION_IDS.inactive).enrollmentEnd >= TODAY).toBe(true);
  });

  it('writes the same documents for the same day', () => {
    expect(leloSessionDocuments(TODAY)).toEqual(leloSessionDocuments(TODAY));
  });
});

describe('lelo catalog seed', () => {
  it('publishes every edition for every charter, with unique ids', () => {
    expect(new Set(CATALOG_SEED.map((course) => course.id)).size).toBe(CATALOG_SEED.length);
    for (const charter of CHARTER_SEED)
      for (const edition of CATALOG_EDITIONS) {
        const courses = CATALOG_SEED.filter(
          (course) =>
            course.charter_id === charter.id &&
            course.school_year === edition.school_year &&
            course.catalog_term === edition.catalog_term,
        );
        expect(courses.some((course) => course.course_type === 'High School')).toBe(true);
      }
  });

  it('holds more high school courses per edition than one 13-course page of the setup lists', () => {
    for (const charter of CHARTER_SEED)
      for (const edition of CATALOG_EDITIONS) {
        const high = CATALOG_SEED.filter(
          (course) =>
            course.charter_id === charter.id &&
            course.school_year === edition.school_year &&
            course.catalog_term === edition.catalog_term &&
            course.course_type === 'High School',
        );
        expect(high.length).toBeGreaterThan(13);
      }
  });

  it('lists only grades of the course level, NCAA flags only on high school courses and credits 5 or 2.5', () => {
    for (const course of CATALOG_SEED) {
      const grades = course.grade_level_offered.split(',');
      expect(grades.length).toBeGreaterThan(0);
      for (const grade of grades) expect(gradesOfSchoolLevel(course.course_type)).toContain(grade);
      if (course.ncaa) expect(course.course_type).toBe('High School');
      expect(['5', '2.5']).toContain(course.credits);
    }
    expect(CATALOG_SEED.some((course) => course.ncaa)).toBe(true);
    expect(CATALOG_SEED.some((course) => course.course_type === 'Elementary School')).toBe(true);
  });
});

describe('lelo offerings seed', () => {
  const sites = new Map(SITE_SEED.map((site) => [site.id, site]));

  it('offers at Lancaster, Kingsport and Palmdale in the active session, with the site charter', () => {
    const offerings = leloOfferingDocuments(TODAY);
    expect(offerings.map((doc) => doc.siteId).sort()).toEqual([LANCASTER, KINGSPORT, PALMDALE].sort());
    for (const doc of offerings) {
      const site = sites.get(doc.siteId);
      expect(doc.id).toBe(`${LELO_SESSION_IDS.active}_${doc.siteId}`);
      expect(doc).toMatchObject({
        LeloRegistrationProfile: LELO_SESSION_IDS.active,
        permalink: 'summer-intersession-2027',
        charter_id: site?.charter.id,
        charter: site?.charter.name,
        learningCenterName: site?.name,
      });
    }
    expect(offering(LANCASTER).learningCenterName).toBe('Learn4Life - Lancaster');
    expect(offering(KINGSPORT).learningCenterName).toBe('Holston - Kingsport');
    expect(offering(PALMDALE).learningCenterName).toBe('Flex High - Palmdale');
  });

  it('keeps totalCourses within the level maximum and every course within its level and charter catalog', () => {
    for (const doc of leloOfferingDocuments(TODAY))
      for (const level of SCHOOL_LEVELS) {
        const details = doc[LEVEL_DETAILS_KEY[level]];
        if (!details) continue;
        expect(details.courseType).toBe(level);
        const total = Number(details.totalCourses);
        expect(total).toBeGreaterThanOrEqual(1);
        expect(total).toBeLessThanOrEqual(MAX_COURSES_PER_LEVEL[level]);
        expect(details.courses.length).toBeGreaterThan(1);
        for (const course of details.courses) {
          expect(course.course_type).toBe(level);
          for (const grade of course.grade_level_offered.split(','))
            expect(gradesOfSchoolLevel(level)).toContain(grade);
          const source = CATALOG_SEED.find((entry) => entry.id === course._id);
          expect(source?.charter_id).toBe(doc.charter_id);
        }
        if (level === 'High School')
          expect(details.includeNCAA).toBe(details.courses.some((course) => course.ncaa) ? 'Yes' : 'No');
        else expect(details.includeNCAA).toBeUndefined();
      }
  });

  it('gives Lancaster all three levels with NCAA and non-NCAA high school courses', () => {
    const lancaster = offering(LANCASTER);
    expect(levelsWithCourses(lancaster)).toEqual(['High School', 'Middle School', 'Elementary School']);
    expect(lancaster.highSchoolDetails).toMatchObject({ totalCourses: '2', includeNCAA: 'Yes' });
    expect(lancaster.middleSchoolDetails?.totalCourses).toBe('2');
    expect(lancaster.elementarySchoolDetails?.totalCourses).toBe('1');
    const ncaa = lancaster.highSchoolDetails?.courses.map((course) => course.ncaa) ?? [];
    expect(ncaa).toContain(true);
    expect(ncaa).toContain(false);
  });

  it('gives Kingsport and Palmdale high school only, 4 and 1 slots, Kingsport without NCAA courses', () => {
    const kingsport = offering(KINGSPORT);
    const palmdale = offering(PALMDALE);
    expect(levelsWithCourses(kingsport)).toEqual(['High School']);
    expect(levelsWithCourses(palmdale)).toEqual(['High School']);
    expect(kingsport.highSchoolDetails?.totalCourses).toBe('4');
    expect(kingsport.highSchoolDetails?.courses.length).toBeGreaterThanOrEqual(4);
    expect(kingsport.highSchoolDetails?.courses.some((course) => course.ncaa)).toBe(false);
    expect(palmdale.highSchoolDetails?.totalCourses).toBe('1');
  });
});

describe('lelo templates seed', () => {
  it('sets the confirmation and e-mail templates of Lancaster only', () => {
    const templates = leloTemplateDocuments(TODAY);
    expect(templates.map((doc) => doc.id).sort()).toEqual(
      [
        templateId('confirmation', LELO_SESSION_IDS.active, LANCASTER),
        templateId('email', LELO_SESSION_IDS.active, LANCASTER),
      ].sort(),
    );
    const confirmation = templates.find((doc) => doc.kind === 'confirmation');
    expect(confirmation).toMatchObject({
      templateMessage:
        '<p>Thank you, {{firstName}} {{lastName}}! Our Lancaster team looks forward to meeting you.</p>',
      siteId: LANCASTER,
      learningCenters: 'Learn4Life - Lancaster',
      permaLink: 'summer-intersession-2027',
    });
    expect(templates.find((doc) => doc.kind === 'email')).toMatchObject({
      email: ['lelo-notify@learn4life.example'],
      pgPrimaryEmail: true,
      studentEmail: true,
    });
  });
});

describe('charters seed', () => {
  it('gives every charter a master agreement naming it, as a heading and paragraphs', () => {
    for (const charter of CHARTER_SEED) {
      expect(charter.masterAgreementDescription).toContain(charter.name);
      expect(charter.masterAgreementDescription).toMatch(/^<h2>.*<\/h2>(<p>[^<]+<\/p>){3,4}$/);
    }
  });
});
