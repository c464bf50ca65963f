import { describe, expect, it } from 'vitest';
import type { CourseOfferingRecord, LeloSessionRecord, OfferedCourse } from './lelo-config.ts';
import {
  buildPreRegistrationRecord,
  type PreRegistrationInput,
  pickedCourseIds,
  preRegistrationFormPath,
  preRegistrationSchema,
} from './pre-registration.ts';

const TODAY = '2026-11-21';

function filled(overrides: Partial<PreRegistrationInput> = {}): PreRegistrationInput {
  return {
    permalink: 'summer-intersession-2027',
    LeloRegistrationProfile: 'lelo-session-active',
    charter_id: 'c1',
    siteId: 'b2ba96878bd049e721fc7c59',
    firstName: 'ana',
    lastName: 'lopez',
    birthDate: '2010-05-01',
    gradeLevel: '9',
    courses: ['course-1', ''],
    studentEmail: '',
    studentPrimaryPhone: '',
    ...overrides,
  };
}

/** The field paths and messages of a failed parse. */
function problems(input: unknown): Record<string, string> {
  const result = preRegistrationSchema(TODAY).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the pre-registration schema', () => {
  it('accepts the required fields, keeps the names as typed and the optional ones empty', () => {
    const values = preRegistrationSchema(TODAY).parse(filled());
    expect(values).toMatchObject({
      firstName: 'ana',
      lastName: 'lopez',
      studentEmail: '',
      studentPrimaryPhone: '',
    });
    expect(pickedCourseIds(values)).toEqual(['course-1']);
    expect(
      preRegistrationSchema(TODAY).parse(
        filled({ firstName: ' maría   josé ', lastName: 'de la Cruz McDonald' }),
      ),
    ).toMatchObject({ firstName: 'maría josé', lastName: 'de la Cruz McDonald' });
  });

  it('checks the characters of the names', () => {
    expect(problems(filled({ firstName: 'Ana<script>', lastName: 'Lopez_1' }))).toEqual({
      firstName: 'name.characters',
      lastName: 'name.characters',
    });
    expect(problems(filled({ firstName: 'a'.repeat(51) }))).toEqual({ firstName: 'name.max' });
  });

  it("says 'Please fill out the required fields' for each missing required field", () => {
    expect(problems({})).toEqual({
      permalink: 'preRegistration.fields.required',
      LeloRegistrationProfile: 'preRegistration.fields.required',
      charter_id: 'preRegistration.fields.required',
      siteId: 'preRegistration.fields.required',
      firstName: 'preRegistration.fields.required',
      lastName: 'preRegistration.fields.required',
      birthDate: 'preRegistration.fields.required',
      gradeLevel: 'preRegistration.fields.required',
      'courses.0': 'preRegistration.fields.required',
    });
  });

  it("takes the secondary enrollment's birth dates: valid, not in the future, an age of 1 to 100", () => {
    expect(problems(filled({ birthDate: '2026-11-22' }))).toEqual({ birthDate: 'birthDate.future' });
    for (const birthDate of ['2026-02-30', '11/01/2010'])
      expect(problems(filled({ birthDate })), birthDate).toEqual({ birthDate: 'birthDate.invalid' });
    for (const birthDate of ['2025-12-01', '1925-11-20'])
      expect(problems(filled({ birthDate })), birthDate).toEqual({ birthDate: 'birthDate.range.1to100' });
    for (const birthDate of ['2025-11-21', '1926-11-21'])
      expect(problems(filled({ birthDate })), birthDate).toEqual({});
  });

  it('checks the optional e-mail and phone with the staff messages', () => {
    expect(
      problems(filled({ studentEmail: 'not-an-email', studentPrimaryPhone: '+52 664 123 4567' })),
    ).toEqual({
      studentEmail: 'preRegistration.email.invalid',
      studentPrimaryPhone: 'preRegistration.phone.invalid',
    });
    const values = preRegistrationSchema(TODAY).parse(
      filled({ studentEmail: ' Ana@Example.COM ', studentPrimaryPhone: '661-555-0101' }),
    );
    expect(values.studentEmail).toBe('ana@example.com');
    expect(values.studentPrimaryPhone).toBe('661-555-0101');
    for (const studentPrimaryPhone of ['(661) 555-0101', '6615550101', '+1 661 555 0101'])
      expect(preRegistrationSchema(TODAY).parse(filled({ studentPrimaryPhone })).studentPrimaryPhone).toBe(
        '661-555-0101',
      );
  });

  it('needs the course slots in order, no course twice, four at most, and a grade of the list', () => {
    expect(problems(filled({ courses: ['a', '', 'b'] }))).toEqual({
      'courses.1': 'preRegistration.fields.required',
    });
    expect(problems(filled({ courses: ['a', 'a'] }))).toEqual({ 'courses.1': 'lelo.course.duplicate' });
    expect(problems(filled({ courses: ['a', 'b', 'c', 'd', 'e'] }))).toEqual({
      courses: 'lelo.course.tooMany',
    });
    expect(problems(filled({ gradeLevel: '13' }))).toEqual({ gradeLevel: 'lelo.grade.invalid' });
    expect(problems(filled({ siteId: '../x' }))).toEqual({ siteId: 'id.invalid' });
  });
});

describe('the stored pre-registration', () => {
  const session: LeloSessionRecord = {
    id: 'lelo-session-active',
    name: 'Summer Intersession 2027',
    permalink: 'summer-intersession-2027',
  } as LeloSessionRecord;
  const offering = {
    id: 'lelo-session-active_s1',
    LeloRegistrationProfile: 'lelo-session-active',
    permalink: 'summer-intersession-2027',
    siteId: 's1',
    charter_id: 'c1',
    charter: 'Sierra Valley Learning Academy',
    learningCenterName: 'Learn4Life - Lancaster',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } satisfies CourseOfferingRecord;
  const course: OfferedCourse = {
    _id: 'course-1',
    course_name: 'English 9A',
    course_type: 'High School',
    grade_level_offered: '9,10',
    credits: '5',
    ncaa: true,
    master_agreement_name: 'English',
  };

  it('is an Active entry named by the offering, with the credits of its courses and no signature yet', () => {
    const values = preRegistrationSchema(TODAY).parse(filled());
    const now = new Date('2026-11-21T18:00:00.000Z');
    const record = buildPreRegistrationRecord(
      values,
      { session, offering, courses: [course] },
      { id: 'id-1', uuid: 'uuid-1', now, createdBy: 'staff@example.com' },
    );
    expect(record).toMatchObject({
      id: 'id-1',
      _uuid: 'uuid-1',
      status: 'Active',
      createdAt: now.toISOString(),
      charter: 'Sierra Valley Learning Academy',
      charter_id: 'c1',
      name: 'Learn4Life - Lancaster',
      learningCenters: 'Learn4Life - Lancaster',
      siteId: 's1',
      LeloRegistrationProfile: 'lelo-session-active',
      permaLink: 'summer-intersession-2027',
      session_name: 'Summer Intersession 2027',
      firstName: 'ana',
      lastName: 'lopez',
      gradeLevel: '9',
      courses: [course],
      selectedCourseAgreements: ['5'],
      signedAt: null,
      studentSignatureBlob: null,
    });
    expect(preRegistrationFormPath(record.permaLink, record._uuid)).toBe(
      '/forms/summer-intersession-2027/uuid-1',
    );
  });
});
