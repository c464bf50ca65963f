import { describe, expect, it } from 'vitest';
import { testOfferedCourse } from '../../test-support/course-offering.ts';
import { MINOR_LELO_HOUSEHOLD } from '../../test-support/lelo-entry.ts';
import { NO_PARENT_1 } from '../../test-support/registration-drafts.ts';
import { emptyLeloDraft } from './lelo-steps.ts';
import { type LeloSubmissionInput, leloSubmissionSchema, resolveOfferedCourses } from './lelo-submission.ts';

const TODAY = '2026-11-21';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

function minor(overrides: Partial<LeloSubmissionInput> = {}): LeloSubmissionInput {
  return {
    ...MINOR_LELO_HOUSEHOLD,
    permalink: 'summer-intersession-2027',
    charter: 'Sierra Valley Learning Academy',
    charter_id: 'c1',
    learningCenter: 'Learn4Life - Lancaster',
    siteId: 's1',
    firstName: 'ana',
    lastName: 'lopez',
    birthDate: '2010-05-01',
    studentEmail: 'ana@example.com',
    studentPrimaryPhone: '661-555-0134',
    pgFirstName: 'maria',
    pgLastName: 'lopez',
    pgPrimaryEmail: 'maria@example.com',
    pgPrimaryPhone: '661-555-0135',
    street: '1 main st',
    city: 'lancaster',
    district: 'Antelope Valley',
    gradeLevel: '10',
    courses: [{ id: 'h1', course_name: 'English 10A' }],
    understood2: true,
    studentSignature: SIGNATURE,
    studentName: 'ana lopez',
    studentSignatureDate: TODAY,
    parentSignature: SIGNATURE,
    parentName: 'maria lopez',
    parentSignatureDate: TODAY,
    ...overrides,
  };
}

/** A student of 19 answering for themself: 'Self 18+' and no parent's name or contact. */
const SELF_ADULT_PARENT = {
  birthDate: '2007-01-01',
  ...NO_PARENT_1,
  pgRelationshipToStudent: 'Self 18+',
} as const;

function fieldsOf(input: unknown): string[] {
  const result = leloSubmissionSchema(TODAY).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the whole Lelo submission', () => {
  it('accepts a complete minor and keeps the names, street and city as typed', () => {
    const result = leloSubmissionSchema(TODAY).safeParse(minor());
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe('ana');
    expect(result.data?.parentName).toBe('maria lopez');
    expect(result.data).toMatchObject({ street: '1 main st', city: 'lancaster' });
    const pasted = leloSubmissionSchema(TODAY).safeParse(
      minor({
        firstName: 'María José',
        lastName: 'de la Cruz',
        studentName: 'María José de la Cruz',
        pgPrimaryPhone: '(661) 555-0135',
      }),
    );
    expect(pasted.success).toBe(true);
    expect(pasted.data).toMatchObject({
      firstName: 'María José',
      lastName: 'de la Cruz',
      pgPrimaryPhone: '661-555-0135',
    });
  });

  it("refuses typed signer names that are not the student's and the parent's, and free text for a choice", () => {
    expect(fieldsOf(minor({ studentName: 'Someone Else', parentName: 'maria' }))).toEqual([
      'studentName:lelo.studentName.mismatch',
      'parentName:lelo.parentName.mismatch',
    ]);
    expect(fieldsOf(minor({ livingStatus: 'Home', state: 'California' }))).toEqual([
      'livingStatus:registration.option.invalid',
      'state:registration.option.invalid',
    ]);
    expect(fieldsOf(minor({ state: 'CA', country: 'Orange County' }))).toEqual([
      'country:registration.option.invalid',
    ]);
    expect(fieldsOf(minor({ state: 'NV', country: 'Clark' }))).toEqual([]);
    expect(
      fieldsOf(
        minor({
          isMailingAddressTheSame: 'No',
          mailingStreet: 'PO Box 12',
          mailingCity: 'Lancaster',
          mailingState: 'Calif.',
          mailingZip: '93535',
        }),
      ),
    ).toEqual(['mailingState:registration.option.invalid']);
  });

  it('names the missing location fields with the pre-submit messages', () => {
    expect(fieldsOf(minor({ charter: '', charter_id: '', learningCenter: '', siteId: '' }))).toEqual([
      'charter:lelo.charter.required',
      'charter_id:lelo.charterId.required',
      'learningCenter:lelo.learningCenter.required',
      'siteId:lelo.siteId.required',
    ]);
  });

  it('requires the mailing address only when it is not the same', () => {
    expect(fieldsOf(minor())).toEqual([]);
    expect(fieldsOf(minor({ isMailingAddressTheSame: 'No' }))).toEqual([
      'mailingStreet:lelo.fields.required',
      'mailingCity:lelo.fields.required',
      'mailingState:lelo.fields.required',
      'mailingZip:lelo.fields.required',
    ]);
  });

  it("needs the parent's signature, name and date unless the student is 'Self 18+'", () => {
    const noParent = { parentSignature: '', parentName: '', parentSignatureDate: '' };
    expect(fieldsOf(minor(noParent))).toEqual([
      'parentSignature:lelo.fields.required',
      'parentName:lelo.fields.required',
      'parentSignatureDate:lelo.fields.required',
    ]);
    expect(fieldsOf(minor({ ...noParent, ...SELF_ADULT_PARENT }))).toEqual([]);
  });

  it("refuses 'Self 18+' for a student under 18 on the day, whatever else is given", () => {
    const selfMinor = minor({
      birthDate: '2008-11-22',
      pgRelationshipToStudent: 'Self 18+',
      parentSignature: '',
      parentName: '',
      parentSignatureDate: '',
    });
    expect(fieldsOf(selfMinor)).toEqual(['pgRelationshipToStudent:registration.parent2.selfAdultOnly']);
    expect(fieldsOf({ ...selfMinor, birthDate: '2008-11-21' })).toEqual([]);
  });

  it("takes a minor without their own e-mail and phone (the parent's are given), not an adult", () => {
    const noOwnContact = { studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' };
    expect(fieldsOf(minor(noOwnContact))).toEqual([]);
    // 18 on the day (2008-11-21 on 2026-11-21): their own e-mail, phone and phone type are required.
    expect(
      fieldsOf(
        minor({
          ...noOwnContact,
          birthDate: '2008-11-21',
          pgRelationshipToStudent: 'Self 18+',
          parentSignature: '',
          parentName: '',
          parentSignatureDate: '',
        }),
      ),
    ).toEqual([
      'studentEmail:lelo.fields.required',
      'studentPrimaryPhone:lelo.fields.required',
      'studentPrimaryPhoneType:lelo.fields.required',
    ]);
    // A minor's phone, when given, needs its type.
    expect(fieldsOf(minor({ ...noOwnContact, studentPrimaryPhone: '661-555-0134' }))).toEqual([
      'studentPrimaryPhoneType:lelo.fields.required',
    ]);
  });

  it('keeps the relationship required (the agreement step does not loosen the parent step)', () => {
    expect(fieldsOf(minor({ pgRelationshipToStudent: '' }))).toContain(
      'pgRelationshipToStudent:lelo.fields.required',
    );
  });

  it('refuses a birth date in the future or outside 1 to 100, and the same course twice', () => {
    expect(fieldsOf(minor({ birthDate: '2027-01-01' }))).toEqual(['birthDate:birthDate.future']);
    expect(fieldsOf(minor({ birthDate: '1925-01-01' }))).toEqual(['birthDate:birthDate.range.1to100']);
    expect(
      fieldsOf(
        minor({
          courses: [
            { id: 'h1', course_name: 'English 10A' },
            { id: 'h1', course_name: 'English 10A' },
          ],
        }),
      ),
    ).toEqual(['courses:lelo.course.duplicate']);
  });

  it("wants each signature date to be today, the day before or the day after ('Please use today's date.')", () => {
    expect(
      fieldsOf(minor({ studentSignatureDate: '2026-11-20', parentSignatureDate: '2026-11-22' })),
    ).toEqual([]);
    expect(
      fieldsOf(minor({ studentSignatureDate: '2026-11-19', parentSignatureDate: '2026-11-23' })),
    ).toEqual([
      'studentSignatureDate:lelo.signatureDate.today',
      'parentSignatureDate:lelo.signatureDate.today',
    ]);
    expect(fieldsOf(minor({ studentSignatureDate: '2020-01-01' }))).toEqual([
      'studentSignatureDate:lelo.signatureDate.today',
    ]);
    // A 'Self 18+' student has no parent date to check (the wizard sends it empty, an old one is ignored).
    expect(
      fieldsOf(
        minor({
          ...SELF_ADULT_PARENT,
          parentSignature: '',
          parentName: '',
          parentSignatureDate: '2020-01-01',
        }),
      ),
    ).toEqual([]);
  });

  it('keeps the NCAA rule for the server: an NCAA course without understood1 passes the schema', () => {
    expect(
      fieldsOf(minor({ courses: [{ id: 'h2', course_name: 'Algebra', ncaa: true }], understood1: false })),
    ).toEqual([]);
  });

  it("takes the browser's agreement hash as 64 hex characters or nothing", () => {
    const hash = 'AB'.repeat(32);
    const result = leloSubmissionSchema(TODAY).safeParse(minor({ agreementSha256Shown: hash }));
    expect(result.data?.agreementSha256Shown).toBe(hash.toLowerCase());
    expect(fieldsOf(minor({ agreementSha256Shown: '' }))).toEqual([]);
    expect(fieldsOf(minor({ agreementSha256Shown: 'abc' }))).toEqual([
      'agreementSha256Shown:registration.value.invalid',
    ]);
    expect(fieldsOf(minor({ agreementSha256Shown: 'g'.repeat(64) }))).toEqual([
      'agreementSha256Shown:registration.value.invalid',
    ]);
  });

  it('bounds the permalink (80) and the location names (100), and takes ids of the shared pattern only', () => {
    expect(
      fieldsOf(minor({ permalink: 'p'.repeat(81), siteId: 's'.repeat(101), charter: 'c'.repeat(101) })),
    ).toEqual(['permalink:session.permalink.max', 'charter:lelo.text.max100', 'siteId:id.invalid']);
    expect(fieldsOf(minor({ permalink: 'p'.repeat(80), siteId: 's'.repeat(100) }))).toEqual([]);
    expect(fieldsOf(minor({ siteId: 'a/b', charter_id: 'x#y' }))).toEqual([
      'charter_id:id.invalid',
      'siteId:id.invalid',
    ]);
  });

  it('starts the wizard with every field present and empty', () => {
    const draft = emptyLeloDraft();
    expect(draft.firstName).toBe('');
    expect(draft.courses).toEqual([]);
    expect(draft.understood1).toBe(false);
    expect(draft.includeNcaa).toBe(false);
    expect(draft.agreementSha256Shown).toBe('');
    expect(Object.keys(draft)).toContain('mailingZip');
  });
});

const offered = (id: string, grades: string, ncaa = false) =>
  testOfferedCourse(id, 'High School', grades, ncaa);

describe('courses resolved against the offering', () => {
  const courses = [offered('h1', '9,10'), offered('h2', '9,10', true), offered('h3', '9,10')];
  const pick = (...ids: string[]) => ids.map((id) => ({ id, course_name: 'whatever the browser says' }));

  it('takes names, credits and NCAA flags from the offering', () => {
    const result = resolveOfferedCourses(
      { gradeLevel: '10', courses: pick('h1'), understood1: false },
      courses,
      '2',
      'Yes',
    );
    expect(result).toEqual({ ok: true, courses: [courses[0]] });
  });

  it('refuses unknown courses, more picks than slots, and an NCAA course not understood', () => {
    expect(
      resolveOfferedCourses(
        { gradeLevel: '10', courses: pick('x'), understood1: false },
        courses,
        '2',
        'Yes',
      ),
    ).toEqual({
      ok: false,
      field: 'courses',
      message: 'lelo.course.unknown',
    });
    expect(
      resolveOfferedCourses(
        { gradeLevel: '10', courses: pick('h1', 'h3'), understood1: false },
        courses,
        '1',
        'Yes',
      ),
    ).toEqual({ ok: false, field: 'courses', message: 'lelo.course.tooMany' });
    expect(
      resolveOfferedCourses(
        { gradeLevel: '10', courses: pick('h2'), understood1: false },
        courses,
        '2',
        'Yes',
      ),
    ).toEqual({
      ok: false,
      field: 'understood1',
      message: 'lelo.ncaa.required',
    });
    expect(
      resolveOfferedCourses({ gradeLevel: '10', courses: pick('h2'), understood1: true }, courses, '2', 'Yes')
        .ok,
    ).toBe(true);
  });

  it("needs the notice understood only when the offering's includeNCAA is 'Yes'", () => {
    const ncaaPick = { gradeLevel: '10', courses: pick('h2'), understood1: false };
    expect(resolveOfferedCourses(ncaaPick, courses, '2', 'No')).toEqual({ ok: true, courses: [courses[1]] });
    expect(resolveOfferedCourses(ncaaPick, courses, '2', undefined).ok).toBe(true);
    expect(resolveOfferedCourses(ncaaPick, courses, '2', 'Yes')).toMatchObject({
      ok: false,
      field: 'understood1',
    });
  });

  it("answers 'No courses available for this grade level' when nothing is offered, and refuses a grade not in the list", () => {
    expect(
      resolveOfferedCourses({ gradeLevel: '10', courses: pick('h1'), understood1: false }, [], '2', 'Yes'),
    ).toEqual({
      ok: false,
      field: 'gradeLevel',
      message: 'lelo.courses.none',
    });
    expect(
      resolveOfferedCourses(
        { gradeLevel: '13', courses: pick('h1'), understood1: false },
        courses,
        '2',
        'Yes',
      ),
    ).toMatchObject({ ok: false, field: 'gradeLevel' });
  });
});
