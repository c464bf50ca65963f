import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.ts';
import {
  emptyLeloDraft,
  isSignatureDateAcceptable,
  LELO_STEP_FIELDS,
  leloPreSubmitErrorKeys,
  leloPreSubmitErrors,
  leloStepMessageKey,
  needsMailingStep,
  needsNcaaUnderstanding,
} from './lelo-steps.ts';
import { leloSubmissionSchema } from './lelo-submission.ts';
import {
  leloAgreementObject,
  leloAgreementStepSchema,
  leloClassesObject,
  leloClassesStepSchema,
  leloLocationStepSchema,
  leloMailingAddressStepSchema,
  leloParentObject,
  leloParentStepSchema,
  leloPhysicalAddressStepSchema,
  leloStudentObject,
  leloStudentStepSchema,
} from './step-schemas.ts';

const TODAY = '2026-06-15';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

type Parser = {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

function messagesFor(schema: Parser, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return {};
  const catalog = validationMessagesEn as Record<string, string>;
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), catalog[issue.message] ?? issue.message]),
  );
}

describe('location step', () => {
  it('requires charter and learning center', () => {
    expect(messagesFor(leloLocationStepSchema, {})).toEqual({
      charter: 'Please fill out the required fields',
      learningCenter: 'Please fill out the required fields',
    });
    expect(messagesFor(leloLocationStepSchema, { charter: 'C', learningCenter: 'L' })).toEqual({});
    expect(validationMessagesEn[leloStepMessageKey('location')]).toBe('Please fill out the required fields');
    expect(validationMessagesEn[leloStepMessageKey('student')]).toBe('Please fill out all required fields');
  });
});

describe('student step', () => {
  const schema = leloStudentStepSchema(TODAY);
  const valid = {
    hasPreviouslyEnrolled: 'No',
    firstName: 'ana maria',
    lastName: 'LOPEZ',
    gender: 'Female',
    birthDate: '2010-06-15',
    studentEmail: ' Ana.Lopez@Example.COM ',
    studentPrimaryPhone: '661-555-0134',
    studentPrimaryPhoneType: 'Cell',
  };
  it('accepts, keeps names as typed (spaces tidied) and lowercases the e-mail', () => {
    const parsed = schema.parse(valid);
    expect(parsed.firstName).toBe('ana maria');
    expect(parsed.lastName).toBe('LOPEZ');
    expect(parsed.middleName).toBe('');
    expect(parsed.studentEmail).toBe('ana.lopez@example.com');
    expect(
      schema.parse({ ...valid, firstName: '  María   José\t', lastName: 'de la Cruz McDonald' }),
    ).toMatchObject({ firstName: 'María José', lastName: 'de la Cruz McDonald' });
  });
  it('asks for every required field', () => {
    const messages = messagesFor(schema, {});
    expect(Object.keys(messages).sort()).toEqual(
      [
        'birthDate',
        'firstName',
        'gender',
        'hasPreviouslyEnrolled',
        'lastName',
        'studentEmail',
        'studentPrimaryPhone',
        'studentPrimaryPhoneType',
      ].sort(),
    );
    expect(new Set(Object.values(messages))).toEqual(new Set(['Please fill out all required fields']));
  });
  it('checks the birth date and the age 1 to 100', () => {
    const invalid = 'Please provide a valid date of birth';
    const outside = 'The student must be 1 to 100 years old. Please check the date of birth.';
    for (const birthDate of ['2026-02-30', '06/15/2010'])
      expect(messagesFor(schema, { ...valid, birthDate })).toEqual({ birthDate: invalid });
    expect(messagesFor(schema, { ...valid, birthDate: '2026-06-16' })).toEqual({
      birthDate: 'The date of birth cannot be after today.',
    });
    for (const birthDate of ['2025-06-16', '1925-06-15', TODAY])
      expect(messagesFor(schema, { ...valid, birthDate })).toEqual({ birthDate: outside });
    for (const birthDate of ['2025-06-15', '1925-06-16'])
      expect(messagesFor(schema, { ...valid, birthDate })).toEqual({});
  });
  it("leaves a minor's own e-mail and phone optional, not an adult's (18 on the day)", () => {
    const noOwnContact = { studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' };
    expect(messagesFor(schema, { ...valid, ...noOwnContact, birthDate: '2008-06-16' })).toEqual({});
    const required = 'Please fill out all required fields';
    expect(messagesFor(schema, { ...valid, ...noOwnContact, birthDate: '2008-06-15' })).toEqual({
      studentEmail: required,
      studentPrimaryPhone: required,
      studentPrimaryPhoneType: required,
    });
    // Given, they are still checked.
    expect(messagesFor(schema, { ...valid, birthDate: '2010-01-01', studentEmail: 'ana@' })).toEqual({
      studentEmail: 'Please provide a valid email address',
    });
  });
  it('checks names, e-mail, phone and the options', () => {
    expect(
      messagesFor(schema, {
        ...valid,
        firstName: 'a'.repeat(51),
        studentEmail: 'ana@',
        studentPrimaryPhone: '+52 664 123 4567',
        gender: 'Other',
      }),
    ).toEqual({
      firstName: 'Must be 50 characters or fewer.',
      studentEmail: 'Please provide a valid email address',
      studentPrimaryPhone: 'Please provide a valid phone number in the following format XXX-XXX-XXXX',
      gender: 'Please choose one of the options.',
    });
    expect(messagesFor(schema, { ...valid, lastName: 'Lopez<script>' })).toEqual({
      lastName: 'Use letters, spaces, apostrophes, hyphens and periods only.',
    });
    for (const studentPrimaryPhone of ['+1 661-555-0134', '(661) 555-0134', '6615550134']) {
      expect(messagesFor(schema, { ...valid, studentPrimaryPhone })).toEqual({});
      expect(schema.parse({ ...valid, studentPrimaryPhone }).studentPrimaryPhone).toBe('661-555-0134');
    }
  });
});

describe('parent step', () => {
  it('needs only the relationship for Self 18+', () => {
    expect(messagesFor(leloParentStepSchema, { pgRelationshipToStudent: 'Self 18+' })).toEqual({});
  });
  it('needs every field otherwise', () => {
    expect(Object.keys(messagesFor(leloParentStepSchema, { pgRelationshipToStudent: 'Mother' }))).toEqual([
      'pgFirstName',
      'pgLastName',
      'pgPrimaryEmail',
      'pgPrimaryPhone',
      'pgPrimaryPhoneType',
    ]);
    expect(messagesFor(leloParentStepSchema, {})).toEqual({
      pgRelationshipToStudent: 'Please fill out all required fields',
    });
    const parsed = leloParentStepSchema.parse({
      pgRelationshipToStudent: 'Mother',
      pgFirstName: 'maria',
      pgLastName: 'lopez',
      pgPrimaryEmail: 'MARIA@EXAMPLE.COM',
      pgPrimaryPhone: '661-555-0134',
      pgPrimaryPhoneType: 'Home',
    });
    expect(parsed).toMatchObject({ pgFirstName: 'maria', pgPrimaryEmail: 'maria@example.com' });
  });
});

describe('address steps', () => {
  const physical = {
    liveWithPg: 'Yes',
    livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
    street: '12 main st',
    city: 'lancaster',
    state: 'CA',
    zip: '93534',
    country: 'Los Angeles',
    district: 'Antelope Valley',
    isMailingAddressTheSame: 'No',
  };
  it('checks the physical address: all required, zip 5 digits, street and city max 100', () => {
    expect(leloPhysicalAddressStepSchema.parse(physical)).toMatchObject({
      street: '12 main st',
      city: 'lancaster',
    });
    expect(Object.keys(messagesFor(leloPhysicalAddressStepSchema, {}))).toHaveLength(9);
    expect(
      messagesFor(leloPhysicalAddressStepSchema, { ...physical, zip: '9353A', street: 'a'.repeat(101) }),
    ).toEqual({
      zip: 'Please provide a valid Zip/Postal Code',
      street: 'Must be 100 characters or fewer.',
    });
    expect(messagesFor(leloPhysicalAddressStepSchema, { ...physical, city: 'a'.repeat(100) })).toEqual({});
    expect(
      messagesFor(leloPhysicalAddressStepSchema, {
        ...physical,
        street: '12 Main St, Apt 4',
        city: 'Lancaster!',
      }),
    ).toEqual({
      street: 'Use letters, numbers, spaces, #, apostrophes, hyphens and periods only.',
      city: 'Use letters, spaces, apostrophes, hyphens and periods only.',
    });
  });
  it('bounds the typed physical address answers at 100 (the server takes no unbounded text)', () => {
    const long = 'a'.repeat(101);
    expect(
      messagesFor(leloPhysicalAddressStepSchema, { ...physical, state: 'NV', country: long, district: long }),
    ).toEqual({
      country: 'Must be 100 characters or fewer.',
      district: 'Must be 100 characters or fewer.',
    });
  });
  it('takes only the choices for the living status, the states (their codes) and a California county', () => {
    const choose = 'Please choose one of the options.';
    expect(
      messagesFor(leloPhysicalAddressStepSchema, {
        ...physical,
        livingStatus: 'Home',
        state: 'California',
      }),
    ).toEqual({ livingStatus: choose, state: choose });
    expect(messagesFor(leloPhysicalAddressStepSchema, { ...physical, state: 'ca' })).toEqual({
      state: choose,
    });
    // A California address names one of its 58 counties; elsewhere the county is typed.
    expect(messagesFor(leloPhysicalAddressStepSchema, { ...physical, country: 'Springfield' })).toEqual({
      country: choose,
    });
    expect(messagesFor(leloPhysicalAddressStepSchema, { ...physical, country: 'San Bernardino' })).toEqual(
      {},
    );
    expect(
      messagesFor(leloPhysicalAddressStepSchema, { ...physical, state: 'NV', country: 'Clark' }),
    ).toEqual({});
    expect(
      messagesFor(leloPhysicalAddressStepSchema, { ...physical, state: 'NV', country: 'Clark <b>' }),
    ).toEqual({ country: 'Use letters, spaces, apostrophes, hyphens and periods only.' });
    expect(
      messagesFor(leloMailingAddressStepSchema, {
        mailingStreet: 'po box 1',
        mailingCity: 'Lancaster',
        mailingState: 'California',
        mailingZip: '93534',
      }),
    ).toEqual({ mailingState: choose });
  });
  it('checks the mailing address: all required, street and city max 50', () => {
    const mailing = {
      mailingStreet: 'po box 1',
      mailingCity: 'Lancaster',
      mailingState: 'CA',
      mailingZip: '93534',
    };
    expect(messagesFor(leloMailingAddressStepSchema, mailing)).toEqual({});
    expect(
      messagesFor(leloMailingAddressStepSchema, {
        ...mailing,
        mailingCity: 'a'.repeat(51),
        mailingZip: '935341',
      }),
    ).toEqual({
      mailingCity: 'Must be 50 characters or fewer.',
      mailingZip: 'Please provide a valid Zip/Postal Code',
    });
    expect(Object.keys(messagesFor(leloMailingAddressStepSchema, {}))).toHaveLength(4);
  });
  it('skips the mailing step when the address is the same', () => {
    expect(needsMailingStep('Yes')).toBe(false);
    expect(needsMailingStep('No')).toBe(true);
  });
});

describe('classes step', () => {
  const course = { id: 'c1', course_name: 'English 9A' };
  it('needs a grade and at least one course', () => {
    expect(messagesFor(leloClassesStepSchema, {})).toEqual({
      gradeLevel: 'Please fill out all required fields',
      courses: 'Please fill out all required fields',
    });
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: '13', courses: [course] })).toEqual({
      gradeLevel: 'Please choose one of the options.',
    });
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: 'KN', courses: [course] })).toEqual({});
  });
  it('refuses a course twice', () => {
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: '9', courses: [course, course] })).toEqual({
      courses: 'A course cannot be picked twice.',
    });
  });
  it("wants the NCAA notice understood in grades 9-12 only, when the offering's includeNCAA is 'Yes'", () => {
    const ncaa = { ...course, ncaa: true };
    const included = { includeNcaa: true };
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: '10', courses: [ncaa], ...included })).toEqual({
      understood1: 'You must understand the terms to proceed.',
    });
    expect(
      messagesFor(leloClassesStepSchema, {
        gradeLevel: '10',
        courses: [ncaa],
        understood1: true,
        ...included,
      }),
    ).toEqual({});
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: '8', courses: [ncaa], ...included })).toEqual({});
    // includeNCAA 'No' (or not set): no notice, nothing to understand.
    expect(
      messagesFor(leloClassesStepSchema, { gradeLevel: '10', courses: [ncaa], includeNcaa: false }),
    ).toEqual({});
    expect(messagesFor(leloClassesStepSchema, { gradeLevel: '10', courses: [ncaa] })).toEqual({});
  });
  it('reads needsNcaaUnderstanding as grade 9-12, includeNCAA and an NCAA-flagged pick together', () => {
    const ncaa = [{ ncaa: true }];
    expect(needsNcaaUnderstanding('9', ncaa, true)).toBe(true);
    expect(needsNcaaUnderstanding('9', ncaa, false)).toBe(false);
    expect(needsNcaaUnderstanding('9', [{ ncaa: false }, {}], true)).toBe(false);
    expect(needsNcaaUnderstanding('8', ncaa, true)).toBe(false);
  });
  it('keeps the no-courses text', () => {
    expect(validationMessagesEn['lelo.courses.none']).toBe('No courses available for this grade level');
  });
});

describe('agreement step', () => {
  const student = {
    firstName: 'Ana',
    lastName: 'López',
    pgFirstName: 'María',
    pgLastName: 'López',
    understood2: true,
    studentSignature: SIGNATURE,
    studentName: 'ana lopez',
    studentSignatureDate: TODAY,
  };
  it('needs no parent signature for Self 18+', () => {
    const parsed = leloAgreementStepSchema.parse({ ...student, pgRelationshipToStudent: 'Self 18+' });
    expect(parsed.studentName).toBe('ana lopez');
  });
  it('needs the parent signature, name and date otherwise', () => {
    expect(messagesFor(leloAgreementStepSchema, { ...student, pgRelationshipToStudent: 'Mother' })).toEqual({
      parentSignature: 'Please fill out all required fields',
      parentName: 'Please fill out all required fields',
      parentSignatureDate: 'Please fill out all required fields',
    });
    expect(
      messagesFor(leloAgreementStepSchema, {
        ...student,
        pgRelationshipToStudent: 'Mother',
        parentSignature: SIGNATURE,
        parentName: 'maria lopez',
        parentSignatureDate: TODAY,
      }),
    ).toEqual({});
  });
  it('accepts a signature date of today, the day before or the day after only', () => {
    expect(isSignatureDateAcceptable('2026-03-01', '2026-03-01')).toBe(true);
    expect(isSignatureDateAcceptable('2026-02-28', '2026-03-01')).toBe(true);
    expect(isSignatureDateAcceptable('2026-03-02', '2026-03-01')).toBe(true);
    expect(isSignatureDateAcceptable('2026-02-27', '2026-03-01')).toBe(false);
    expect(isSignatureDateAcceptable('2026-03-03', '2026-03-01')).toBe(false);
    expect(isSignatureDateAcceptable('2026-02-30', '2026-03-01')).toBe(false);
    expect(validationMessagesEn['lelo.signatureDate.today']).toBe("Please use today's date.");
  });
  it("holds the typed names to the student's and the parent's names from steps 2 and 3", () => {
    const parent = {
      pgRelationshipToStudent: 'Mother',
      parentSignature: SIGNATURE,
      parentSignatureDate: TODAY,
    };
    expect(
      messagesFor(leloAgreementStepSchema, {
        ...student,
        ...parent,
        middleName: 'Sofía',
        studentName: 'Ana S. Lopez',
        parentName: 'MARIA LOPEZ',
      }),
    ).toEqual({});
    expect(
      messagesFor(leloAgreementStepSchema, {
        ...student,
        ...parent,
        studentName: 'Ana Garcia',
        parentName: 'Pedro López',
      }),
    ).toEqual({
      studentName: "Please type the student's first and last name as given in Student Information.",
      parentName:
        "Please type the parent's or guardian's first and last name as given in Parent or Guardian Information.",
    });
    // A student signing alone (Self 18+): the parent's name is not read.
    expect(
      messagesFor(leloAgreementStepSchema, {
        ...student,
        pgRelationshipToStudent: 'Self 18+',
        pgFirstName: '',
        pgLastName: '',
        parentName: 'Someone Else',
      }),
    ).toEqual({});
  });
  it('needs the understand box and a PNG signature', () => {
    expect(
      messagesFor(leloAgreementStepSchema, {
        ...student,
        understood2: false,
        studentSignature: 'data:image/jpeg;base64,AAAA',
        pgRelationshipToStudent: 'Self 18+',
      }),
    ).toEqual({
      understood2: 'Please fill out all required fields',
      studentSignature: 'Please sign in the box.',
    });
  });
});

describe('leloPreSubmitErrors', () => {
  it('lists the missing ones in order', () => {
    expect(leloPreSubmitErrors({})).toEqual([
      'Validation failed: Charter is required',
      'Validation failed: Charter ID is required',
      'Validation failed: Learning Center is required',
      'Validation failed: Site ID is required',
    ]);
    expect(leloPreSubmitErrors({ charter: 'C', charter_id: 'id', learningCenter: ' ', siteId: 's' })).toEqual(
      ['Validation failed: Learning Center is required'],
    );
    expect(
      leloPreSubmitErrorKeys({ charter: 'C', charter_id: 'id', learningCenter: 'L', siteId: 's' }),
    ).toEqual([]);
  });
});

describe('the steps without zod (lelo-steps.ts)', () => {
  it('lists the fields of each step schema, in its order', () => {
    expect(LELO_STEP_FIELDS).toEqual({
      location: Object.keys(leloLocationStepSchema.shape),
      student: Object.keys(leloStudentObject.shape),
      parent: Object.keys(leloParentObject.shape),
      physicalAddress: Object.keys(leloPhysicalAddressStepSchema.shape),
      mailingAddress: Object.keys(leloMailingAddressStepSchema.shape),
      classes: Object.keys(leloClassesObject.shape),
      // The agreement reads the relationship; the parent step asks it.
      agreement: Object.keys(leloAgreementObject.shape).filter(
        (field) => field !== 'pgRelationshipToStudent',
      ),
    });
  });

  it('starts the draft with every field of the submission but the language, and includeNcaa', () => {
    const submitted = Object.keys(leloSubmissionSchema().shape).filter((field) => field !== 'language');
    expect(Object.keys(emptyLeloDraft()).sort()).toEqual([...submitted, 'includeNcaa'].sort());
  });
});
