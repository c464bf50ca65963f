import { REGISTRATION_STEP_TITLES } from '@enroll/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { WizardPage } from './wizard-page.ts';

export const THANK_YOU =
  'Thank you! Your registration has been successfully completed. One of our team members will reach out to you within one business day.';
export const REQUIRED_FIELDS = 'Please fill out the required fields';

/** The step titles of each flow (counters included), in level order, as the wizard names them. */
export const LONG_STEPS = REGISTRATION_STEP_TITLES.long;
export const SHORT_STEPS = REGISTRATION_STEP_TITLES.short;

/** A step's title as the spec's tables give it. */
export type StepTitle = string;

/**
 * The visible progress line of a step: 'Step n of 15 · Parent Information', 'Step 2 of 11 · Student
 * Preference' (the spec title's own '(2/11)' left out, the line says it already).
 */
export function progressLineOf(variant: 'long' | 'short', title: StepTitle): string {
  const steps: readonly string[] = variant === 'long' ? LONG_STEPS : SHORT_STEPS;
  const index = steps.indexOf(title);
  if (index < 0) throw new Error(`${title} is not a step of the ${variant} flow`);
  return `Step ${index + 1} of ${steps.length} · ${title.replace(/ \(\d+\/\d+\)$/, '')}`;
}
export type YesNo = 'Yes' | 'No';

export interface StudentInformation {
  firstName: string;
  middleName?: string;
  lastName: string;
  /** Answers 'Does the student have a suffix?' with Yes and types it; No when left out. */
  suffix?: string;
  gender: 'Female' | 'Male' | 'Non-Binary';
  birthDate: string;
  gradeLevel: string;
  /** Long flow only. */
  birthCountry?: string;
  birthState?: string;
  email: string;
  phone: string;
  phoneType: 'Cell' | 'Home';
}

export interface StudentPreference {
  preferredName: string;
  pronouns: string;
  otherPronouns?: string;
}

export interface ParentInformation {
  /** Asked only when the student is 18 or older. */
  permission?: YesNo;
  relationship: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneType: 'Cell' | 'Home';
  education?: string;
  /** Short flow only. */
  liveWith?: YesNo;
}

export interface Address {
  country?: string;
  state: string;
  street: string;
  city: string;
  zip: string;
}

export interface PhysicalAddress extends Address {
  /** Short flow only. */
  liveWith?: YesNo;
  livingStatus?: string;
  county?: string;
  mailingSame: YesNo;
}

export interface EmergencyContact {
  firstName: string;
  lastName: string;
  phone: string;
  relationship: string;
  pickup: YesNo;
}

export const RELEASE_QUESTIONS = {
  audioAndVideo:
    'Do you give permission for the student to be photographed or recorded on audio or video for school purposes?',
  socialMedia:
    "Do you give permission for the student's photo, video or name to be shared on the school's social media?",
  studentWork: "Do you give permission for the school to display or publish the student's work?",
  textStudent: 'Do you give the school permission to send text messages to the student?',
  textParent: 'Do you give the school permission to send text messages to the parent or guardian?',
  googleApps:
    'Do you allow the student to access Google Apps for Education (school e-mail, Docs and Classroom)?',
} as const;

/** The DASS questions with the spec's wording thresholds. */
export const DASS_QUESTIONS = [
  'Has the student ever been expelled?',
  'Has the student ever been suspended for more than 10 days?',
  'Is the student currently on probation?',
  'Is the student a parent or expecting a child?',
  'Has the student had more than 3 unexcused absences in the current or last school year?',
  'Has the student been 30 minutes or more late to school 3 or more times?',
  'Has the student been ordered by a court or an agency to attend school?',
  'Has the student been retained more than once in grades K-8?',
  'Has the student ever dropped out of school?',
  'Is the student one semester or more behind in credits?',
  'Has the student been out of school for 45 days or more?',
  'Has the student attended more than 2 schools in the past year?',
  'Is the student in foster care?',
  'Is the student a youth experiencing homelessness?',
] as const;

export const CUSTODY_QUESTION = 'Are there any custody issues concerning the student?';
export const LEGAL_RESTRICTIONS_QUESTION = 'Are there legal restrictions for any parent or guardian?';

/** The public registration wizard (/register, /register-interest) as a family uses it. */
export class RegistrationPage extends WizardPage {
  readonly submitButton: Locator;
  readonly thankYou: Locator;
  /** 'Step n of m · {step name}' above the step's heading. */
  readonly progressLine: Locator;
  /** The welcome box naming the charter and the learning center (first step only). */
  readonly welcome: Locator;

  constructor(page: Page) {
    super(page);
    this.submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    this.thankYou = page.getByRole('heading', { name: THANK_YOU, level: 1 });
    this.progressLine = page.getByTestId('wizard-progress');
    this.welcome = page.getByTestId('registration-welcome');
  }

  async open(siteId: string, baseUrl = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/register?site=${siteId}`);
    await this.expectStep('Student Information');
  }

  async expectStep(title: string): Promise<void> {
    await this.expectStepTitled(title);
  }

  /**
   * Where the family is: the line 'Step n of m · {step}' is seen above the heading, a screen reader hears
   * the heading described by 'Step n of m' (the line itself is not read, so nothing twice), and the
   * welcome box is on the first step only.
   */
  async expectProgress(variant: 'long' | 'short', title: StepTitle): Promise<void> {
    const line = progressLineOf(variant, title);
    await expect(this.progressLine).toHaveText(line);
    await expect(this.progressLine).toBeVisible();
    await expect(this.progressLine).toHaveAttribute('aria-hidden', 'true');
    await expect(this.heading(title)).toHaveAccessibleDescription(line.split(' · ')[0] as string);
    const [lineBox, headingBox] = [
      await this.progressLine.boundingBox(),
      await this.heading(title).boundingBox(),
    ];
    expect(
      lineBox && headingBox && lineBox.y + lineBox.height <= headingBox.y,
      'the line sits above the heading',
    ).toBe(true);
    if (line.startsWith('Step 1 of ')) await expect(this.welcome).toBeVisible();
    else await expect(this.welcome).toHaveCount(0);
  }

  /** The thank-you stands alone: no welcome box, no step, no progress line. */
  async expectThankYouAlone(): Promise<void> {
    await expect(this.thankYou).toBeVisible();
    await expect(this.welcome).toHaveCount(0);
    await expect(this.progressLine).toHaveCount(0);
    await expect(this.step).toHaveCount(0);
  }

  async select(label: string, value: string, scope: Locator = this.step): Promise<void> {
    await this.field(label, scope).selectOption(value);
  }

  /** Selects only when the value differs (as a person would leave a right default alone). */
  async selectIfDifferent(label: string, value: string): Promise<void> {
    const select = this.field(label);
    if ((await select.inputValue()) !== value) await select.selectOption(value);
  }

  /** Forward to the step titled `title`. */
  async next(title: string): Promise<void> {
    await this.nextButton.click();
    await this.expectStep(title);
  }

  /** Back to the step titled `title`. */
  async back(title: string, backLabel = 'Previous step'): Promise<void> {
    await this.page.getByRole('button', { name: backLabel, exact: true }).click();
    await this.expectStep(title);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
    await expect(this.thankYou).toBeVisible();
  }

  async fillStudentInformation(values: StudentInformation): Promise<void> {
    await this.field('Student First Name').fill(values.firstName);
    if (values.middleName) await this.field('Student Middle Name').fill(values.middleName);
    await this.field('Student Last Name').fill(values.lastName);
    await this.answer('Does the student have a suffix?', values.suffix ? 'Yes' : 'No');
    if (values.suffix) await this.field('Suffix').fill(values.suffix);
    await this.answer('Gender', values.gender);
    await this.field('Birth Date').fill(values.birthDate);
    await this.select('Grade Level', values.gradeLevel);
    if (values.birthCountry) await this.select('Birth Country', values.birthCountry);
    if (values.birthState) {
      const united = values.birthCountry === 'United States of America';
      const label = united ? 'Birth State' : 'Birth State/Province';
      if (united) await this.select(label, values.birthState);
      else await this.field(label).fill(values.birthState);
    }
    await this.field('Student Email').fill(values.email);
    await this.field('Student Phone').fill(values.phone);
    await this.answer('Student Phone Type', values.phoneType);
  }

  async fillStudentPreference(values: StudentPreference): Promise<void> {
    await this.field('Preferred Name').fill(values.preferredName);
    await this.answer('Preferred Pronouns', values.pronouns);
    if (values.otherPronouns) await this.field('Other Preferred Pronouns').fill(values.otherPronouns);
  }

  async fillParentInformation(values: ParentInformation): Promise<void> {
    if (values.permission) {
      await this.answer('Do you give permission to contact your parent or guardian?', values.permission);
    }
    await this.select('Relationship to Student', values.relationship);
    await this.field('Parent/Guardian First Name').fill(values.firstName);
    await this.field('Parent/Guardian Last Name').fill(values.lastName);
    await this.field('Parent/Guardian Email').fill(values.email);
    await this.field('Parent/Guardian Phone').fill(values.phone);
    await this.answer('Parent/Guardian Phone Type', values.phoneType);
    if (values.education) await this.select('Parent/Guardian Highest Level of Education', values.education);
    if (values.liveWith) await this.answer('Does the student live with Parent/Guardian 1?', values.liveWith);
  }

  async fillParent2Information(values: ParentInformation | { relationship: 'Self 18+' }): Promise<void> {
    await this.select('Parent/Guardian 2 Relationship to Student', values.relationship);
    if (!('firstName' in values)) return;
    await this.field('Parent/Guardian 2 First Name').fill(values.firstName);
    await this.field('Parent/Guardian 2 Last Name').fill(values.lastName);
    await this.field('Parent/Guardian 2 Email').fill(values.email);
    await this.field('Parent/Guardian 2 Phone').fill(values.phone);
    await this.answer('Parent/Guardian 2 Phone Type', values.phoneType);
    if (values.education) await this.select('Parent/Guardian 2 Highest Level of Education', values.education);
    if (values.liveWith) await this.answer('Does the student live with Parent/Guardian 2?', values.liveWith);
  }

  /** Country (when it differs), then state, street, city and ZIP: a country change clears ZIP and state. */
  async fillAddress(values: Address): Promise<void> {
    await this.selectIfDifferent('Country', values.country ?? 'United States of America');
    await this.select('State/Province', values.state);
    await this.field('Street Address').fill(values.street);
    await this.field('City').fill(values.city);
    await this.field('ZIP/Postal Code').fill(values.zip);
  }

  async fillPhysicalAddress(values: PhysicalAddress): Promise<void> {
    if (values.liveWith) await this.answer('Does the student live with Parent/Guardian 1?', values.liveWith);
    if (values.livingStatus) await this.select('Living Situation', values.livingStatus);
    await this.fillAddress(values);
    if (values.county) {
      // A California address picks one of the 58 counties; elsewhere the county is typed.
      const county = this.field('County');
      if ((await county.evaluate((element) => element.tagName)) === 'SELECT') {
        await county.selectOption(values.county);
      } else {
        await county.fill(values.county);
      }
    }
    await this.answer('Is the mailing address the same as the physical address?', values.mailingSame);
  }

  async fillEthnicity(hispanic: YesNo, race: string): Promise<void> {
    await this.answer('Is the student Hispanic or Latino?', hispanic);
    await this.select('Primary race category', race);
  }

  async fillPreviousSchool(values: { name: string; city?: string; state?: string }): Promise<void> {
    await this.field('Previous school name').fill(values.name);
    if (values.city) await this.field('Previous school city').fill(values.city);
    if (values.state) await this.field('Previous school state').fill(values.state);
  }

  async fillPrimaryLanguage(language: string): Promise<void> {
    await this.select("What is the student's primary language?", language);
  }

  async setAllToEnglish(): Promise<void> {
    await this.step.getByRole('button', { name: 'Set all to English' }).click();
    await expect(this.step.getByRole('status')).toHaveText('All four answers are set to English.');
  }

  async answerMigrantEducation(answer: YesNo): Promise<void> {
    await this.answer(
      'Is the parent or guardian employed in one or more agricultural or fishing activities?',
      answer,
    );
  }

  async answerReleases(answers: Partial<Record<keyof typeof RELEASE_QUESTIONS, YesNo>>): Promise<void> {
    for (const [key, answer] of Object.entries(answers)) {
      await this.answer(RELEASE_QUESTIONS[key as keyof typeof RELEASE_QUESTIONS], answer);
    }
  }

  /** Every DASS question 'No' but those named 'Yes' (their school / year follow-ups then need answers). */
  async answerDass(yes: readonly string[] = []): Promise<void> {
    for (const question of DASS_QUESTIONS) {
      await this.answer(question, yes.includes(question) ? 'Yes' : 'No');
    }
  }

  async fillHomeSurvey(computer: YesNo, internet: YesNo): Promise<void> {
    await this.answer('Does the student have access to a computer at home?', computer);
    await this.answer('Does the student have access to the internet at home?', internet);
  }

  async fillHealth(values: { health: YesNo; hearing: YesNo; hearingAid?: YesNo; eye: YesNo }): Promise<void> {
    await this.answer('Does the student have any known health conditions?', values.health);
    await this.answer('Does the student have any known hearing conditions?', values.hearing);
    if (values.hearingAid) await this.answer('Does the student wear a hearing aid?', values.hearingAid);
    await this.answer('Does the student have any known eye conditions?', values.eye);
  }

  async fillCustody(
    custody: YesNo,
    legal: YesNo,
    notes?: { custody?: string; legal?: string },
  ): Promise<void> {
    await this.answer(CUSTODY_QUESTION, custody);
    if (notes?.custody) await this.field('Custody issue notes').fill(notes.custody);
    await this.answer(LEGAL_RESTRICTIONS_QUESTION, legal);
    if (notes?.legal) await this.field('Legal restriction notes').fill(notes.legal);
  }

  emergencyContactGroup(n: 1 | 2): Locator {
    return this.step.getByRole('group', { name: `Emergency Contact ${n}`, exact: true });
  }

  async fillEmergencyContact(n: 1 | 2, contact: EmergencyContact): Promise<void> {
    const group = this.emergencyContactGroup(n);
    await this.field('First Name', group).fill(contact.firstName);
    await this.field('Last Name', group).fill(contact.lastName);
    await this.field('Phone', group).fill(contact.phone);
    await this.select('Relationship to Student', contact.relationship, group);
    await this.answer('Is this contact authorized to pick up the student?', contact.pickup, group);
  }
}
