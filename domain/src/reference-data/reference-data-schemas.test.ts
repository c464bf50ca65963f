import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toFieldErrors } from '../shared/field-errors.ts';
import { userPermissionImportSchema } from '../staff/user-permission-schema.ts';
import { brandOf, brandSchema } from './brand-schema.ts';
import { catalogCourseSchema } from './catalog-course-schema.ts';
import { courseOfferingRowSchema } from './course-offering-row-schema.ts';
import { sessionRowSchema } from './session-row-schema.ts';
import { siteRowSchema } from './site-row-schema.ts';

/** The field errors of a value a schema refuses, as `field code` lines; [] when it accepts it. */
function errorsOf(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : toFieldErrors(result.error).map(({ field, code }) => `${field} ${code}`);
}

const BRAND = {
  key: 'flexhigh',
  brandName: 'Flex High',
  domain: 'FlexHigh.org',
  hostPatterns: ['flexhigh'],
  colors: { primary: '#1b6e3a', primaryDark: '#124a27', accent: '#8cc63f' },
  registrationVariant: 'long',
};

const SITE = {
  slug: 'flexhigh-palmdale',
  charterKey: 'flex-high',
  label: 'Palmdale',
  street: '1 Main St',
  city: 'Palmdale',
  zip: '93552',
};

describe('brandSchema', () => {
  it('takes a brand, its domain in lower case and its images from its folder unless given', () => {
    const brand = brandOf(z.parse(brandSchema, BRAND));
    expect(brand).toMatchObject({ domain: 'flexhigh.org', brandLogo: '/brands/flexhigh/logo.svg' });
    expect(brandOf(z.parse(brandSchema, { ...BRAND, brandIcon: '/brands/x/i.svg' })).brandIcon).toBe(
      '/brands/x/i.svg',
    );
  });

  it('refuses a bad key, colour, variant and an empty host pattern list', () => {
    expect(
      errorsOf(brandSchema, {
        ...BRAND,
        key: 'Flex High',
        hostPatterns: [],
        colors: { ...BRAND.colors, accent: 'green' },
        registrationVariant: 'medium',
      }),
    ).toEqual([
      'key reference.key.invalid',
      'hostPatterns required',
      'colors.accent reference.color.invalid',
      'registrationVariant reference.variant.invalid',
    ]);
  });
});

describe('siteRowSchema', () => {
  it('fills the defaults and reads orientation times as the settings screen slots', () => {
    const row = z.parse(siteRowSchema, {
      ...SITE,
      state: 'ca',
      orientation_dates: [{ date: '2027-01-06', start_time: '10:00 AM', end_time: '11:30AM' }],
    });
    expect(row).toMatchObject({
      state: 'CA',
      phone: '',
      enrollmentInfo: true,
      programs: [],
      primaryEmailstatus: 'Yes',
      orientation_dates: [{ date: '2027-01-06', start_time: '10:00AM', end_time: '11:30AM' }],
      virtual_link: '',
      interestEmail: [],
    });
  });

  it("checks the orientation settings with the settings screen's rules", () => {
    const date = { date: '2027-01-06', start_time: '10:00AM', end_time: '11:30AM' };
    expect(
      errorsOf(siteRowSchema, {
        ...SITE,
        zip: '9355',
        state: 'XX',
        programs: ['ABC'],
        orientation_dates: [date, { ...date, start_time: '12:00PM' }],
        virtual_link: 'http://meet.example.org',
        registrationEmail: ['nobody'],
      }),
    ).toEqual([
      'zip editInterest.zip.invalid',
      'state reference.state.invalid',
      'programs.0 reference.program.invalid',
      'orientation_dates.1.end_time registration.orientation.time.order',
      'virtual_link registration.orientation.link.invalid',
      'registrationEmail.0 siteSettings.email.invalid',
      'orientation_dates.1.date siteSettings.date.duplicate',
    ]);
  });
});

describe('catalogCourseSchema and courseOfferingRowSchema', () => {
  it('refuses a school year and a level the catalog does not know', () => {
    const course = {
      charterKey: 'flex-high',
      code: 'ENG-9A',
      school_year: '2026/27',
      catalog_term: 'Summer',
      course_type: 'College',
      course_name: 'English 9A',
      grade_level_offered: '9',
      credits: '5',
    };
    expect(errorsOf(catalogCourseSchema, course)).toEqual([
      'school_year session.schoolYear.format',
      'course_type reference.schoolLevel.invalid',
    ]);
    expect(
      z.parse(catalogCourseSchema, { ...course, school_year: '2026-2027', course_type: 'High School' }).ncaa,
    ).toBe(false);
  });

  it('leaves the levels an offering row does not name empty', () => {
    const row = z.parse(courseOfferingRowSchema, {
      session: 'summer-2027',
      site: 'flexhigh-palmdale',
      highSchoolDetails: { courseYear: '2026-2027', catalogTerm: 'Summer', courses: ['Health'] },
    });
    expect(row.highSchoolDetails).toEqual({
      courseYear: '2026-2027',
      catalogTerm: 'Summer',
      totalCourses: '1',
      includeNCAA: '',
      courses: ['Health'],
    });
    expect(row.middleSchoolDetails.courses).toEqual([]);
  });
});

describe('sessionRowSchema and userPermissionImportSchema', () => {
  it("checks a session with the setup screen's rules, its id optional", () => {
    const session = {
      name: 'Summer 2027',
      schoolYear: '2026-2027',
      permalink: 'summer-2027',
      enrollmentStart: '2027-05-01',
      enrollmentEnd: '2027-04-01',
      schoolYearStartDate: '2026-07-01',
      schoolYearEndDate: '2027-06-30',
    };
    expect(errorsOf(sessionRowSchema, { ...session, id: 'a/b' })).toEqual([
      'id id.invalid',
      'enrollmentEnd session.enrollmentDates.order',
    ]);
    expect(z.parse(sessionRowSchema, { ...session, enrollmentEnd: '2027-06-01' })).toMatchObject({
      status: 'Active',
      nameEs: '',
    });
  });

  it('takes General without charters and asks charters of the levels that need them', () => {
    const person = { azureID: 'Clerk@Learn4Life.example', name: 'Clerk', personDbID: 'P-1' };
    expect(z.parse(userPermissionImportSchema, { ...person, userStatus: 'General' })).toMatchObject({
      azureID: 'clerk@learn4life.example',
      charters: [],
    });
    expect(errorsOf(userPermissionImportSchema, { ...person, userLevel: 2 })).toEqual([
      'charters permission.charters.required',
    ]);
    expect(errorsOf(userPermissionImportSchema, { ...person, userLevel: 4 })).toEqual([]);
  });
});
