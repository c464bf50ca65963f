import { createHash, randomUUID } from 'node:crypto';
import { type LeloRegistrationRecord, signedAgreementFileName } from '@enroll/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { birthDateYearsAgo } from '../../support/dates.ts';
import {
  downloadSignedAgreement,
  inspectPdfPage,
  leloEntryByStudentEmail,
  type PageContent,
  readLeloSession,
  signatureBlobs,
  signatureBlobsOf,
  waitForSignedAgreement,
} from '../../support/lelo.ts';
import { type OutboxMessage, waitForOutbox } from '../../support/local-stack.ts';
import {
  LELO_MESSAGES,
  LELO_STEP_ORDER,
  type LeloClasses,
  type LeloMailingAddress,
  type LeloPage,
  type LeloParent,
  type LeloPhysicalAddress,
  type LeloStep,
  type LeloStudent,
  PARENT_SIGNATURE,
  type SignatureLabel,
  STUDENT_SIGNATURE,
} from '../pages/lelo-page.ts';

/** The active, open session (seeded: enrollment from 30 days ago to 60 days ahead). */
export const ACTIVE_PERMALINK = 'summer-intersession-2027';

export interface LeloAnswers {
  charter: string;
  learningCenter: string;
  student: LeloStudent;
  parent: LeloParent;
  physical: LeloPhysicalAddress;
  mailing?: LeloMailingAddress;
  classes: LeloClasses;
  /** The typed names of the agreement step, typed over the pre-filled ones and kept as typed. */
  studentName: string;
  parentName?: string;
}

/** A tag per run, so the specs never see each other's entries or e-mails. */
export function leloTag(): string {
  return randomUUID().slice(0, 8);
}

/** Letters only: a last name unique to the run (names allow letters). */
function lettersOf(tag: string): string {
  return tag.replace(/\d/g, '').slice(0, 4) || 'x';
}

/*
 * The answers are typed as a family writes them (the forms keep names, streets and cities as typed,
 * docs/architecture.md, "Decisions"): the stored entry, e-mails and agreement show exactly these.
 */

/** A 16-year-old at Learn4Life - Lancaster in grade 10, her mother as parent, a PO box as mailing address. */
export function minorLancasterAnswers(charter: string, tag = leloTag()): LeloAnswers {
  const lastName = `Lopez${lettersOf(tag)}`;
  return {
    charter,
    learningCenter: 'Learn4Life - Lancaster',
    student: {
      previouslyEnrolled: 'No',
      firstName: 'Ana',
      middleName: 'Sofia',
      lastName,
      gender: 'Female',
      birthDate: birthDateYearsAgo(16),
      email: `lelo.e2e.student.${tag}@example.com`,
      phone: '6615550134',
      phoneType: 'Cell',
    },
    parent: {
      relationship: 'Mother',
      firstName: 'Maria',
      lastName,
      email: `lelo.e2e.parent.${tag}@example.com`,
      phone: '6615550135',
      phoneType: 'Home',
    },
    physical: {
      liveWithPg: 'Yes',
      livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
      street: '123 Main St',
      city: 'Lancaster',
      state: 'California',
      zip: '93534',
      county: 'Los Angeles',
      district: 'Antelope Valley Union',
      mailingSame: 'No',
    },
    mailing: { street: 'PO Box 12', city: 'Lancaster', state: 'California', zip: '93535' },
    classes: { grade: '10', courses: ['Algebra 1A', 'Health'], notes: 'mornings are best' },
    studentName: `Ana Sofia ${lastName}`,
    parentName: `Maria ${lastName}`,
  };
}

/** A 19-year-old at Holston - Kingsport answering for himself ('Self 18+'), mailing address the same. */
export function adultKingsportAnswers(charter: string, tag = leloTag()): LeloAnswers {
  const lastName = `Carter${lettersOf(tag)}`;
  return {
    charter,
    learningCenter: 'Holston - Kingsport',
    student: {
      previouslyEnrolled: 'Unsure',
      firstName: 'Ben',
      lastName,
      gender: 'Male',
      birthDate: birthDateYearsAgo(19),
      email: `lelo.e2e.adult.${tag}@example.com`,
      phone: '4235550188',
      phoneType: 'Cell',
    },
    parent: { relationship: 'Self 18+' },
    physical: {
      liveWithPg: 'No',
      livingStatus: 'Living on my own in a house or apartment (18 or older)',
      street: '400 Clinchfield St',
      city: 'Kingsport',
      state: 'Tennessee',
      zip: '37660',
      county: 'Sullivan',
      district: 'Kingsport City',
      mailingSame: 'Yes',
    },
    classes: { grade: '12', courses: ['Health', 'Financial Literacy'] },
    studentName: `Ben ${lastName}`,
  };
}

/** A 17-year-old at Flex High - Palmdale with her father, mailing address the same (the phone run). */
export function minorPalmdaleAnswers(charter: string, tag = leloTag()): LeloAnswers {
  const lastName = `Nguyen${lettersOf(tag)}`;
  return {
    charter,
    learningCenter: 'Flex High - Palmdale',
    student: {
      previouslyEnrolled: 'Yes',
      firstName: 'Mai',
      lastName,
      gender: 'Non-Binary',
      birthDate: birthDateYearsAgo(17),
      email: `lelo.e2e.touch.${tag}@example.com`,
      phone: '6615550150',
      phoneType: 'Cell',
    },
    parent: {
      relationship: 'Father',
      firstName: 'Minh',
      lastName,
      email: `lelo.e2e.father.${tag}@example.com`,
      phone: '6615550151',
      phoneType: 'Cell',
    },
    physical: {
      liveWithPg: 'Yes',
      livingStatus: 'Living with parent(s)/guardian(s) in a house or apartment',
      street: '38 Palmdale Blvd',
      city: 'Palmdale',
      state: 'California',
      zip: '93550',
      county: 'Los Angeles',
      district: 'Palmdale',
      mailingSame: 'Yes',
    },
    classes: { grade: '11', courses: ['Financial Literacy'] },
    studentName: `Mai ${lastName}`,
    parentName: `Minh ${lastName}`,
  };
}

export function isSelfAdult(answers: LeloAnswers): boolean {
  return answers.parent.relationship === 'Self 18+';
}

/** The steps a family walks: the mailing step only when the mailing address differs. */
export function stepsOf(answers: LeloAnswers): LeloStep[] {
  return LELO_STEP_ORDER.filter((step) => step !== 'mailingAddress' || answers.physical.mailingSame === 'No');
}

export type Signing = 'mouse' | 'touch';

/** The agreement step: the understand box, each signer's drawing and typed name (the dates are today's). */
export async function fillAgreement(lelo: LeloPage, answers: LeloAnswers, signing: Signing = 'mouse') {
  await lelo.checkbox('I have read and understand the agreement').check();
  const signers: [SignatureLabel, 'Student Name' | 'Parent/Guardian Name', string | undefined][] = [
    [STUDENT_SIGNATURE, 'Student Name', answers.studentName],
  ];
  if (!isSelfAdult(answers)) signers.push([PARENT_SIGNATURE, 'Parent/Guardian Name', answers.parentName]);
  for (const [pad, nameLabel, name] of signers) {
    if (signing === 'mouse') await lelo.signWithMouse(pad);
    else await lelo.signWithTouch(pad);
    await expect.poll(() => lelo.inkedPixels(pad), `${pad} shows the stroke`).toBeGreaterThan(100);
    if (name) await lelo.typeSignerName(nameLabel, name);
  }
}

/** Fills one step with the answers (the agreement without submitting). */
export async function fillLeloStep(
  lelo: LeloPage,
  step: LeloStep,
  answers: LeloAnswers,
  signing: Signing = 'mouse',
): Promise<void> {
  switch (step) {
    case 'location':
      return lelo.chooseLocation(answers.charter, answers.learningCenter);
    case 'student':
      return lelo.fillStudent(answers.student);
    case 'parent':
      return lelo.fillParent(answers.parent);
    case 'physicalAddress':
      return lelo.fillPhysicalAddress(answers.physical);
    case 'mailingAddress':
      if (!answers.mailing) throw new Error('a different mailing address needs its answers');
      return lelo.fillMailingAddress(answers.mailing);
    case 'classes':
      return lelo.chooseClasses(answers.classes);
    case 'agreement':
      return fillAgreement(lelo, answers, signing);
  }
}

export interface LeloWalkOptions {
  from?: LeloStep;
  /** Stops on arriving at this step, before filling it. */
  until?: LeloStep;
  signing?: Signing;
  /** Fills a step instead of `fillLeloStep`. */
  fill?: (step: LeloStep) => Promise<void>;
  /** Runs once a step is on screen, before it is filled (axe, pre-filled values). */
  onArrival?: (step: LeloStep) => Promise<void>;
  /** Runs after a step is filled, before moving on. */
  afterFill?: (step: LeloStep) => Promise<void>;
}

/**
 * Walks the wizard from `from` (the step on screen), filling each step and moving forward, up to the
 * agreement step filled (not submitted), or up to `until`.
 */
export async function walkLelo(lelo: LeloPage, answers: LeloAnswers, options: LeloWalkOptions = {}) {
  const steps = stepsOf(answers);
  const start = steps.indexOf(options.from ?? 'location');
  expect(start, `${options.from ?? 'location'} is a step of this walk`).toBeGreaterThanOrEqual(0);
  await lelo.expectStep(steps[start] as LeloStep);
  for (let index = start; index < steps.length; index += 1) {
    const step = steps[index] as LeloStep;
    if (step === options.until) return;
    await options.onArrival?.(step);
    await (options.fill ? options.fill(step) : fillLeloStep(lelo, step, answers, options.signing));
    await options.afterFill?.(step);
    const following = steps[index + 1];
    if (following) await lelo.next(following);
  }
}

// ── After the submit ──

/** The family e-mail of an entry to `to` (spec: the lelo e-mail to the student and/or parent). */
export async function familyEmail(to: string, uuid: string): Promise<OutboxMessage> {
  // The confirmation, not the signed agreement copy (the one with the PDF attached).
  const [message] = await waitForOutbox(
    (candidate) =>
      candidate.to === to && candidate.text.includes(uuid) && candidate.attachments === undefined,
  );
  if (!message) throw new Error(`No e-mail to ${to} for ${uuid}`);
  return message;
}

export interface SignedAgreementPdf {
  pageCount: number;
  contentType: string | undefined;
  signaturePage: PageContent;
  /** The lines of the pages between the first and the signature page: the agreement text signed. */
  agreementLines: string[];
  texts: string[];
}

/**
 * The entry's signed agreement PDF, read: its pages, what the signature page (the last) draws, the
 * agreement text's lines, and every text.
 */
export async function readSignedAgreement(entry: LeloRegistrationRecord): Promise<SignedAgreementPdf> {
  const session = await readLeloSession();
  expect(entry.uploadedUrl).toBe(`master-agreements/${session.name}/${entry.fileName}`);
  const { doc, contentType } = await downloadSignedAgreement(entry);
  const pages = doc.getPages().map((_page, index) => inspectPdfPage(doc, index).texts);
  return {
    pageCount: doc.getPageCount(),
    contentType,
    signaturePage: inspectPdfPage(doc, doc.getPageCount() - 1),
    agreementLines: pages.slice(1, -1).flat(),
    texts: pages.flat(),
  };
}

/** The agreement text signed as the page showed it: the paragraphs of the agreement step's region. */
export async function shownAgreement(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: /^(Master agreement|Acuerdo general)$/ })
    .locator('p')
    .allTextContents();
}

/**
 * The PDF prints every paragraph the page showed, word for word (its lines wrap at spaces), and the
 * text kept beside the signatures is those paragraphs, the text whose SHA-256 the record holds.
 */
export async function expectAgreementAsShown(
  entry: LeloRegistrationRecord,
  pdf: SignedAgreementPdf,
  shown: readonly string[],
): Promise<void> {
  expect(shown.length).toBeGreaterThan(0);
  const printed = pdf.agreementLines.join(' ');
  for (const paragraph of shown) expect(printed).toContain(paragraph);
  const kept = entry.evidence?.agreementTextBlob?.replace(/^lelo-signatures\//, '') ?? '';
  const text = (await signatureBlobs.getBlobClient(kept).downloadToBuffer()).toString('utf8');
  expect(text).toBe(shown.join('\n\n'));
  expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(entry.evidence?.agreementSha256);
}

/** The parent's e-mail of the answers; throws for a 'Self 18+' student. */
export function parentEmail(answers: LeloAnswers): string {
  if (!('email' in answers.parent)) throw new Error('a Self 18+ student has no parent e-mail');
  return answers.parent.email;
}

/** 'YYYY-MM-DD' → 'MM-DD-YYYY' (the agreement's dates). */
export function mmddyyyy(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}-${day}-${year}`;
}

/**
 * Submits the agreement step and sees the button read 'Submitting...' while the request is out: the
 * request is held until the label was seen (so catching it never depends on timing), then goes on.
 */
export async function submitSeeingSubmitting(lelo: LeloPage): Promise<void> {
  let release = () => {};
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = /\/api\/leloRegistration(\/[^/?]+)?$/;
  await lelo.page.route(pattern, async (route) => {
    await seen;
    await route.continue();
  });
  try {
    await expect(lelo.submitButton).toHaveText('Submit');
    await lelo.submitButton.click();
    await expect(lelo.submitButton).toHaveText(LELO_MESSAGES.submitting);
    await expect(lelo.submitButton).toHaveAttribute('aria-busy', 'true');
  } finally {
    release();
  }
  await expect(lelo.confirmation).toBeVisible();
  await lelo.page.unroute(pattern);
}

/** Width and height of a PNG (its IHDR chunk). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Signer = 'student' | 'parent';

/** The blob name (in `lelo-signatures`) of a signer's signature as the entry stores its path. */
function signatureBlobName(
  entry: Pick<LeloRegistrationRecord, 'studentSignatureBlob' | 'parentSignatureBlob'>,
  signer: Signer,
): string {
  const path = signer === 'student' ? entry.studentSignatureBlob : entry.parentSignatureBlob;
  const prefix = 'lelo-signatures/';
  if (!path?.startsWith(prefix)) throw new Error(`No ${signer} signature stored: ${path}`);
  return path.slice(prefix.length);
}

/** The size of a signer's stored signature PNG (`lelo-signatures/{entryId}/{signingId}/{signer}.png`). */
export async function signatureSize(
  entry: Pick<LeloRegistrationRecord, 'studentSignatureBlob' | 'parentSignatureBlob'>,
  signer: Signer,
): Promise<{ width: number; height: number }> {
  return pngSize(await signatureBlobs.getBlobClient(signatureBlobName(entry, signer)).downloadToBuffer());
}

/**
 * The one entry of the answers' student e-mail: Signed, with the confirmation's uuid, each signer's
 * signature as a PNG blob `lelo-signatures/{id}/{signingId}/{signer}.png` (one folder per signing; none
 * for the other), no image inside the
 * document. Returns the entry.
 */
export async function expectSignedEntry(
  answers: LeloAnswers,
  expected: { uuid: string; signers: readonly Signer[] },
): Promise<LeloRegistrationRecord> {
  const entry = await leloEntryByStudentEmail(answers.student.email);
  expect(entry.status).toBe('Signed');
  expect(entry._uuid).toBe(expected.uuid);
  expect(entry.signedAt).toEqual(expect.any(String));
  const folder = new RegExp(`^lelo-signatures/${entry.id}/([0-9a-f-]{36})/student\\.png$`).exec(
    entry.studentSignatureBlob ?? '',
  );
  expect(folder, `the student signature path ${entry.studentSignatureBlob}`).not.toBeNull();
  const signingId = folder?.[1] ?? '';
  const blobPath = (signer: Signer) =>
    expected.signers.includes(signer) ? `lelo-signatures/${entry.id}/${signingId}/${signer}.png` : null;
  expect(entry.studentSignatureBlob).toBe(blobPath('student'));
  expect(entry.parentSignatureBlob).toBe(blobPath('parent'));
  expect(await signatureBlobsOf(entry.id)).toEqual(
    [
      `${entry.id}/${signingId}/agreement.txt`,
      ...expected.signers.map((signer) => `${entry.id}/${signingId}/${signer}.png`),
    ].sort(),
  );
  // The browser hashed the agreement paragraphs it displayed: the same text the server stored at signing.
  expect(entry.evidence?.agreementSha256Shown).toMatch(/^[0-9a-f]{64}$/);
  expect(entry.evidence?.agreementSha256Shown).toBe(entry.evidence?.agreementSha256);
  const document = JSON.stringify(entry);
  expect(document).not.toContain('base64');
  expect(document).not.toContain('iVBOR');
  expect(entry).not.toHaveProperty('studentSignature');
  expect(entry).not.toHaveProperty('parentSignature');
  return entry;
}

/**
 * Waits (about 20 s at most) for the signed agreement of an entry and checks it:
 * a PDF in `master-agreements/<session name>/` named `{permalink}_{last}_{first}_{yymmdd_hhmm}.pdf`, the
 * first page, the agreement text's pages and the signature page, with one image per signer there at
 * x 70 (student y 590, parent y 470), scaled by half (at most 400 wide). Returns the PDF's texts.
 */
export async function expectSignedAgreement(
  entry: LeloRegistrationRecord,
  signers: readonly Signer[],
): Promise<SignedAgreementPdf> {
  const signed = await waitForSignedAgreement(entry.id);
  // Named by the app's own rule when it was built (Latin letters without accents, no spaces).
  expect(signed.fileName).toBe(
    signedAgreementFileName(
      signed.permaLink,
      signed.lastName,
      signed.firstName,
      new Date(signed.agreementGeneratedAt ?? ''),
      signed.id,
    ),
  );
  expect(signed.fileName).toMatch(/^[^\s]+_\d{6}_\d{4}_[0-9a-f-]{36}\.pdf$/);
  const pdf = await readSignedAgreement(signed);
  expect(pdf.contentType).toBe('application/pdf');
  // The first page, at least one page of the agreement text, the signature page.
  expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
  const expected = [];
  for (const signer of signers) {
    const size = await signatureSize(entry, signer);
    const fit = Math.min(1, 400 / (size.width / 2));
    expected.push({
      x: 70,
      y: signer === 'student' ? 590 : 470,
      width: (size.width / 2) * fit,
      height: (size.height / 2) * fit,
    });
  }
  const drawn = pdf.signaturePage.images.map(({ x, y, width, height }) => ({
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  }));
  expect(drawn).toEqual(
    expected.map(({ x, y, width, height }) => ({
      x,
      y,
      width: Math.round(width),
      height: Math.round(height),
    })),
  );
  return pdf;
}

/** A wizard whose fields are found by their form names (the journeys that read the page in Spanish). */
export interface WizardFieldsByName {
  field(name: string): Locator;
  radio(name: string, value: string): Promise<void>;
}

/**
 * The secondary enrollment's home step for a family of Kingsport, Tennessee: the student lives with
 * a parent at `street`, the mailing address the same.
 */
export async function fillKingsportHome(wizard: WizardFieldsByName, street: string): Promise<void> {
  await wizard.radio('liveWithPg', 'Yes');
  await wizard
    .field('livingStatus')
    .selectOption('Living with parent(s)/guardian(s) in a house or apartment');
  // Tennessee first: its county is typed, not chosen.
  await wizard.field('state').selectOption('TN');
  const typed = { street, city: 'Kingsport', zip: '37660', country: 'Sullivan', district: 'Kingsport City' };
  for (const [name, value] of Object.entries(typed)) await wizard.field(name).fill(value);
  await wizard.radio('isMailingAddressTheSame', 'Yes');
}
