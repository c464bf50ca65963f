import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, labelPattern } from '../support/label-pattern.ts';
import { drawWithFinger, drawWithMouse, inkedPixels } from '../support/signature-strokes.ts';
import { WizardPage } from './wizard-page.ts';

/** The step titles of the secondary enrollment (Lelo) public wizard's 7 steps. */
export const LELO_STEPS = {
  location: 'Registration, Location (1/7)',
  student: 'Student Information (2/7)',
  parent: 'Parent or Guardian Information (3/7)',
  physicalAddress: 'Physical Address (4/7)',
  mailingAddress: 'Mailing Address (5/7)',
  classes: 'Registration for Classes (6/7)',
  agreement: 'Agreement (7/7)',
} as const;

export type LeloStep = keyof typeof LELO_STEPS;
export const LELO_STEP_ORDER = Object.keys(LELO_STEPS) as LeloStep[];

/** Where each step lives (docs/architecture.md). */
export const LELO_STEP_PATHS: Record<Exclude<LeloStep, 'location'>, string> = {
  student: '/leloStudent',
  parent: '/leloStudent1',
  physicalAddress: '/leloStudent2',
  mailingAddress: '/leloStudent3',
  classes: '/leloStudent4',
  agreement: '/leloStudent5',
};

/** The wizard's messages, word for word as families see them. */
export const LELO_MESSAGES = {
  locationRequired: 'Please fill out the required fields',
  fieldsRequired: 'Please fill out all required fields',
  ncaaRequired: 'You must understand the terms to proceed.',
  courseOrder: (previous: number, next: number) =>
    `Please select Course ${previous} first before selecting Course ${next}.`,
  leaveWarning: 'Changes you made may not be saved.',
  openingSoon: 'Enrollment Opening Soon',
  sessionExpired: 'Session Expired',
  submitting: 'Submitting...',
  defaultConfirmation:
    'You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information. One of our staff members will contact you with instructions and information on how to start your course. They will also be able to answer any questions you may have. We look forward to working with you!',
} as const;

export const SIGNATURE_PAD_INSTRUCTIONS = 'Draw your signature with a finger or the mouse';
export const STUDENT_SIGNATURE = 'Student Signature';
export const PARENT_SIGNATURE = 'Parent/Guardian Signature';
export type SignatureLabel = typeof STUDENT_SIGNATURE | typeof PARENT_SIGNATURE;

export type YesNo = 'Yes' | 'No';

export interface LeloStudent {
  previouslyEnrolled: YesNo | 'Unsure';
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: 'Female' | 'Male' | 'Non-Binary';
  birthDate: string;
  email: string;
  phone: string;
  phoneType: 'Cell' | 'Home';
}

export type LeloParent =
  | { relationship: 'Self 18+' }
  | {
      relationship: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      phoneType: 'Cell' | 'Home';
    };

export interface LeloPhysicalAddress {
  liveWithPg: YesNo;
  livingStatus: string;
  street: string;
  city: string;
  /** The state's name as the list shows it ('California'). */
  state: string;
  zip: string;
  /** 'County of Residence': picked from the list in California, typed elsewhere. */
  county: string;
  district: string;
  mailingSame: YesNo;
}

export interface LeloMailingAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** A course as a family finds it in a 'Course N' list: its name (the option reads 'name (Credits: n)'). */
export interface LeloClasses {
  grade: string;
  courses: readonly string[];
  notes?: string;
}

/** The public secondary enrollment (Lelo) wizard: /forms/{permalink}[/{uuid}], /leloStudent… and /response-lelo. */
export class LeloPage extends WizardPage {
  readonly submitButton: Locator;
  readonly confirmation: Locator;
  readonly notice: Locator;

  constructor(page: Page) {
    super(page);
    this.submitButton = page.getByTestId('wizard-submit');
    this.confirmation = page.getByTestId('lelo-confirmation');
    this.notice = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Opens the entry of a session (`baseUrl` for another brand's host). */
  async open(permalink: string, options: { uuid?: string; baseUrl?: string } = {}): Promise<void> {
    const uuid = options.uuid ? `/${options.uuid}` : '';
    await this.page.goto(`${options.baseUrl ?? ''}/forms/${permalink}${uuid}`);
  }

  /** Waits for the step's heading and its fields. */
  async expectStep(step: LeloStep): Promise<void> {
    await this.expectStepTitled(LELO_STEPS[step]);
    if (step !== 'location') await expect(this.page).toHaveURL(new RegExp(`${LELO_STEP_PATHS[step]}$`));
  }

  checkbox(label: string): Locator {
    return this.step.getByRole('checkbox', { name: label });
  }

  async next(step: LeloStep): Promise<void> {
    await this.nextButton.click();
    await this.expectStep(step);
  }

  async back(step: LeloStep): Promise<void> {
    await this.backButton.click();
    await this.expectStep(step);
  }

  // ── Steps ──

  async chooseLocation(charter: string, learningCenter: string): Promise<void> {
    await this.field('Charter').selectOption(charter);
    const center = this.field('Learning Center');
    // A charter with one learning center picks it by itself.
    if ((await center.inputValue()) !== learningCenter) await center.selectOption(learningCenter);
  }

  async fillStudent(student: LeloStudent): Promise<void> {
    await this.answer('Have you previously enrolled with us?', student.previouslyEnrolled);
    await this.field('First Name').fill(student.firstName);
    if (student.middleName) await this.field('Middle Name').fill(student.middleName);
    await this.field('Last Name').fill(student.lastName);
    await this.answer('Gender', student.gender);
    await this.field('Date of Birth').fill(student.birthDate);
    await this.field('Student Email').fill(student.email);
    await this.field('Student Phone').fill(student.phone);
    await this.answer('Phone Type', student.phoneType);
  }

  async fillParent(parent: LeloParent): Promise<void> {
    await this.field('Relationship to Student').selectOption(parent.relationship);
    if (!('firstName' in parent)) return;
    await this.field('Parent/Guardian First Name').fill(parent.firstName);
    await this.field('Parent/Guardian Last Name').fill(parent.lastName);
    await this.field('Parent/Guardian Email').fill(parent.email);
    await this.field('Parent/Guardian Phone').fill(parent.phone);
    await this.answer('Phone Type', parent.phoneType);
  }

  async fillPhysicalAddress(address: LeloPhysicalAddress): Promise<void> {
    await this.answer('Does the student live with a parent or guardian?', address.liveWithPg);
    await this.field('Living Status').selectOption(address.livingStatus);
    await this.field('Street').fill(address.street);
    await this.field('City').fill(address.city);
    await this.field('State').selectOption({ label: address.state });
    await this.field('Zip').fill(address.zip);
    const county = this.field('County of Residence');
    if ((await county.evaluate((element) => element.tagName)) === 'SELECT')
      await county.selectOption(address.county);
    else await county.fill(address.county);
    await this.field('School District').fill(address.district);
    await this.answer('Is the mailing address the same?', address.mailingSame);
  }

  async fillMailingAddress(address: LeloMailingAddress): Promise<void> {
    await this.field('Mailing Street').fill(address.street);
    await this.field('Mailing City').fill(address.city);
    await this.field('Mailing State').selectOption({ label: address.state });
    await this.field('Mailing Zip').fill(address.zip);
  }

  courseSlot(number: number): Locator {
    return this.field(`Course ${number}`);
  }

  /** The option of a course in a 'Course N' list ('{name} (Credits: n)'). */
  courseOption(number: number, name: string): Locator {
    return this.courseSlot(number).locator('option', { hasText: new RegExp(`^${escapeRegExp(name)} \\(`) });
  }

  async pickCourse(number: number, name: string): Promise<void> {
    const value = await this.courseOption(number, name).getAttribute('value');
    if (!value) throw new Error(`${name} is not offered in Course ${number}`);
    await this.courseSlot(number).selectOption(value);
  }

  async chooseClasses(classes: LeloClasses): Promise<void> {
    await this.field('Grade Level').selectOption(classes.grade);
    for (const [index, name] of classes.courses.entries()) await this.pickCourse(index + 1, name);
    if (classes.notes) await this.field('Notes').fill(classes.notes);
  }

  // ── Signatures ──

  signaturePad(label: SignatureLabel): Locator {
    return this.step.getByRole('group', { name: labelPattern(label) });
  }

  signatureCanvas(label: SignatureLabel): Locator {
    return this.signaturePad(label).getByRole('img', { name: SIGNATURE_PAD_INSTRUCTIONS });
  }

  /** Draws a signature with the mouse: button down, a zig-zag, button up. */
  signWithMouse(label: SignatureLabel): Promise<void> {
    return drawWithMouse(this.page, this.signatureCanvas(label));
  }

  /** Draws a signature with a finger (touchStart, touchMoves, touchEnd), as a phone delivers it. */
  signWithTouch(label: SignatureLabel): Promise<void> {
    return drawWithFinger(this.page, this.signatureCanvas(label));
  }

  /** How many pixels of the canvas carry ink (0 for a blank pad). */
  inkedPixels(label: SignatureLabel): Promise<number> {
    return inkedPixels(this.signatureCanvas(label));
  }

  /** The canvas's backing-store size (it follows the displayed size times the pixel ratio). */
  canvasSize(label: SignatureLabel): Promise<{ width: number; height: number }> {
    return this.signatureCanvas(label).evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      return { width: canvas.width, height: canvas.height };
    });
  }

  /** Replaces the agreement step's pre-filled typed name (kept as typed, nothing re-cased). */
  async typeSignerName(label: 'Student Name' | 'Parent/Guardian Name', name: string): Promise<void> {
    const input = this.field(label);
    await input.clear();
    await input.pressSequentially(name);
  }

  // ── Confirmation ──

  confirmationHeading(name: string): Locator {
    return this.confirmation.getByRole('heading', { name: `Thank you, ${name}!`, exact: true, level: 1 });
  }

  /** The value next to a term of the confirmation's list ('Registration ID', 'Charter', …). */
  confirmationDetail(term: string): Locator {
    return this.confirmation
      .locator('dt')
      .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  confirmationMessage(): Locator {
    return this.page.getByTestId('lelo-confirmation-message');
  }
}
