import { randomUUID } from 'node:crypto';
import type { InterestEntry, RegistrationRecord } from '@enroll/domain';
import { expect } from '@playwright/test';
import { birthDateYearsAgo } from '../../support/dates.ts';
import { db, documentsWhere } from '../../support/local-stack.ts';
import {
  type Address,
  type EmergencyContact,
  LONG_STEPS,
  type ParentInformation,
  type PhysicalAddress,
  type RegistrationPage,
  SHORT_STEPS,
  type StepTitle,
  type StudentInformation,
  type StudentPreference,
  type YesNo,
} from '../pages/registration-page.ts';

/** The sites of the long (Lancaster) and the short (Kingsport) flow. */

export type Variant = 'long' | 'short';

/** A unique tag for the e-mails of one run, so the specs never see each other's records. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

export interface Answers {
  student: StudentInformation;
  preference?: StudentPreference;
  parent: ParentInformation | { permission: 'No' };
  parent2?: ParentInformation | { relationship: 'Self 18+' };
  physical: PhysicalAddress;
  mailing?: Address;
  hispanic: YesNo;
  race: string;
  previousSchool: { name: string; city?: string; state?: string };
  primaryLanguage: string;
  contacts: [EmergencyContact, EmergencyContact];
}

/** Answers of a minor: the parent fields are always asked. */
export type MinorAnswers = Answers & { parent: ParentInformation };

/*
 * The answers are typed as a family writes them: the wizard keeps names, streets and cities as typed
 * (docs/architecture.md, "Decisions"), so the records hold exactly these. The previous school's name
 * and the DASS school start in lower case, which nothing re-cases (registration-long.spec.ts).
 */

/** A 16-year-old in Lancaster with her mother as parent and a PO box as mailing address (long flow). */
export function minorLongAnswers(tag = uniqueTag()): MinorAnswers {
  return {
    student: {
      firstName: 'Ana',
      middleName: 'Sofia',
      lastName: 'Lopez',
      gender: 'Female',
      birthDate: birthDateYearsAgo(16),
      gradeLevel: '10',
      birthCountry: 'United States of America',
      birthState: 'California',
      email: `e2e.student.${tag}@example.com`,
      phone: '6615550134',
      phoneType: 'Cell',
    },
    parent: {
      relationship: 'Mother',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: `e2e.parent.${tag}@example.com`,
      phone: '661-555-0135',
      phoneType: 'Home',
      education: 'College Graduate',
    },
    physical: {
      state: 'California',
      street: '123 Main St',
      city: 'Lancaster',
      zip: '93534',
      mailingSame: 'No',
    },
    mailing: { state: 'California', street: 'PO Box 12', city: 'Lancaster', zip: '93535' },
    hispanic: 'Yes',
    race: 'White',
    previousSchool: { name: 'antelope Valley High School', city: 'Lancaster', state: 'California' },
    primaryLanguage: 'Spanish',
    contacts: [
      { firstName: 'Rosa', lastName: 'Diaz', phone: '6615550140', relationship: 'Aunt', pickup: 'Yes' },
      { firstName: 'Luis', lastName: 'Diaz', phone: '6615550141', relationship: 'Uncle', pickup: 'No' },
    ],
  };
}

/** A 19-year-old in Kingsport answering for himself: no parent contact, Parent 2 'Self 18+' (short flow). */
export function adultShortAnswers(tag = uniqueTag()): Answers {
  return {
    student: {
      firstName: 'Sam',
      lastName: 'Rivera',
      gender: 'Male',
      birthDate: birthDateYearsAgo(19),
      gradeLevel: '12',
      email: `e2e.adult.${tag}@example.com`,
      phone: '4235550188',
      phoneType: 'Cell',
    },
    preference: { preferredName: 'Sammy', pronouns: 'He/Him/His' },
    parent: { permission: 'No' },
    parent2: { relationship: 'Self 18+' },
    physical: {
      liveWith: 'No',
      livingStatus: 'Living on my own in a house or apartment (18 or older)',
      state: 'Tennessee',
      street: '400 Clinchfield St',
      city: 'Kingsport',
      zip: '37660',
      county: 'Sullivan',
      mailingSame: 'Yes',
    },
    hispanic: 'No',
    race: 'Black or African American',
    previousSchool: { name: 'dobyns-Bennett High School' },
    primaryLanguage: 'English',
    contacts: [
      { firstName: 'Ann', lastName: 'Rivera', phone: '4235550190', relationship: 'Mother', pickup: 'Yes' },
      { firstName: 'Joe', lastName: 'Rivera', phone: '4235550191', relationship: 'Father', pickup: 'Yes' },
    ],
  };
}

/** A 16-year-old in Kingsport with both parents (short flow): Parent 1 and a full Parent 2. */
export function minorShortAnswers(tag = uniqueTag()): MinorAnswers {
  const adult = adultShortAnswers(tag);
  return {
    ...adult,
    student: {
      ...adult.student,
      firstName: 'Lily',
      lastName: 'Chen',
      gender: 'Female',
      birthDate: birthDateYearsAgo(16),
      gradeLevel: '10',
      email: `e2e.minor.${tag}@example.com`,
    },
    preference: { preferredName: 'Lil', pronouns: 'Other', otherPronouns: 'Any pronouns' },
    parent: {
      relationship: 'Mother',
      firstName: 'Grace',
      lastName: 'Chen',
      email: `e2e.mother.${tag}@example.com`,
      phone: '4235550170',
      phoneType: 'Cell',
      liveWith: 'Yes',
    },
    parent2: {
      relationship: 'Father',
      firstName: 'Wei',
      lastName: 'Chen',
      email: `e2e.father.${tag}@example.com`,
      phone: '4235550171',
      phoneType: 'Home',
      education: 'High School Graduate',
      liveWith: 'Yes',
    },
    physical: {
      ...adult.physical,
      liveWith: 'Yes',
      livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
    },
    primaryLanguage: 'Mandarin (Putonghua)',
  };
}

/** Fills the step titled `title` with `answers`, as a family would. */
export async function fillStep(
  wizard: RegistrationPage,
  variant: Variant,
  title: StepTitle,
  answers: Answers,
): Promise<void> {
  switch (title) {
    case 'Student Information':
      return wizard.fillStudentInformation(answers.student);
    case 'Student Preference (2/11)':
      if (!answers.preference) throw new Error('the short flow needs a student preference');
      return wizard.fillStudentPreference(answers.preference);
    case 'Parent Information':
    case 'Parent 1 Information':
      if ('relationship' in answers.parent) return wizard.fillParentInformation(answers.parent);
      return wizard.answer('Do you give permission to contact your parent or guardian?', 'No');
    case 'Parent2 Information (4/11)':
      if (!answers.parent2) throw new Error('the short flow needs a Parent 2');
      return wizard.fillParent2Information(answers.parent2);
    case 'Physical Address':
      return wizard.fillPhysicalAddress(answers.physical);
    case 'Mailing Address':
      if (!answers.mailing) throw new Error('a different mailing address needs its answers');
      return wizard.fillAddress(answers.mailing);
    case 'Ethnicity':
      return wizard.fillEthnicity(answers.hispanic, answers.race);
    case 'Previous School Information':
      return wizard.fillPreviousSchool(answers.previousSchool);
    case 'Primary Language':
      return wizard.fillPrimaryLanguage(answers.primaryLanguage);
    case 'Home Language Survey':
      await wizard.setAllToEnglish();
      return wizard.select('Which language did the student learn when they first began to talk?', 'Spanish');
    case 'Migrant Education':
      return wizard.answerMigrantEducation('No');
    case 'Release Requests':
      if (variant === 'long') {
        await wizard.answerReleases({ audioAndVideo: 'Yes', socialMedia: 'No', studentWork: 'Yes' });
      }
      return wizard.answerReleases({ textStudent: 'Yes', textParent: 'No', googleApps: 'Yes' });
    case 'DASS Information':
      await wizard.answerDass(['Has the student ever been expelled?']);
      await wizard.field('Which school was the student expelled from?').fill('lincoln middle school');
      return wizard.field('What year was the student expelled?').fill('2023');
    case 'Home Survey':
      return wizard.fillHomeSurvey('Yes', 'No');
    case 'Health Conditions':
      return wizard.fillHealth({ health: 'No', hearing: 'Yes', hearingAid: 'No', eye: 'No' });
    case 'Parent Custody Information':
      return wizard.fillCustody('No', 'No');
    case 'Emergency Contacts':
      await wizard.fillEmergencyContact(1, answers.contacts[0]);
      return wizard.fillEmergencyContact(2, answers.contacts[1]);
  }
}

export interface WalkOptions {
  /** The step on screen when the walk starts (the first step by default). */
  from?: StepTitle;
  /** Stops on arriving at this step, before filling it. */
  until?: StepTitle;
  /** Fills a step instead of `fillStep` (e.g. to check pre-filled values first). */
  fill?: (title: StepTitle) => Promise<void>;
  /** Runs after a step is filled, before moving on (axe, checks of the values). */
  afterFill?: (title: StepTitle) => Promise<void>;
}

/**
 * Walks the wizard from `from` step by step, filling each with `answers` and moving forward (the
 * Mailing Address only when the mailing address differs), and submits on the last step unless the
 * walk stops earlier at `until`.
 */
export async function walkWizard(
  wizard: RegistrationPage,
  variant: Variant,
  answers: Answers,
  options: WalkOptions = {},
): Promise<void> {
  const steps: readonly StepTitle[] = (variant === 'long' ? LONG_STEPS : SHORT_STEPS).filter(
    (title) => title !== 'Mailing Address' || answers.physical.mailingSame === 'No',
  );
  const start = options.from ? steps.indexOf(options.from) : 0;
  expect(start, `${options.from ?? ''} is a step of the ${variant} flow`).toBeGreaterThanOrEqual(0);
  for (let index = start; index < steps.length; index += 1) {
    const title = steps[index] as StepTitle;
    if (title === options.until) return;
    await (options.fill ? options.fill(title) : fillStep(wizard, variant, title, answers));
    await options.afterFill?.(title);
    const following = steps[index + 1];
    if (following) await wizard.next(following);
    else await wizard.submit();
  }
}

/** The one document of a container whose `field` holds the e-mail (stored in lower case); fails unless exactly one. */
async function theOneByEmail<T>(container: string, field: string, email: string, what: string): Promise<T> {
  const resources = await documentsWhere<T>(db.container(container), field, email.toLowerCase());
  expect(resources, `one ${what} for ${email}`).toHaveLength(1);
  return resources[0] as T;
}

/** The stored registration of a student e-mail. */
export function registrationByStudentEmail(email: string): Promise<RegistrationRecord> {
  return theOneByEmail('registrations', 'studentEmail', email, 'registration');
}

/** The interest entry of a primary e-mail. */
export function interestByEmail(email: string): Promise<InterestEntry> {
  return theOneByEmail('interests', 'primaryEmail', email, 'interest');
}
