import { createHash, randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  agreementSignedText,
  type CourseOfferingRecord,
  type FamilyLanguage,
  htmlParagraphs,
  type LeloRegistrationRecord,
  type LeloSessionRecord,
  type MasterAgreementResponse,
  type OfferedCourse,
  type SchoolLevel,
  type Site,
} from '@enroll/domain';
import { PDFDocument } from 'pdf-lib';
import { birthDateYearsAgo } from './dates.ts';
import { api, blobs, db, documentsWhere, selectWhere, storedDocument } from './local-stack.ts';
import { LANCASTER_ID } from './seeded-sites.ts';

/*
 * Shared by the Lelo API tests and end-to-end specs: the seeded Lelo configuration, the stored entries,
 * their signature blobs and the signed agreement PDF (read with pdf-lib). Framework-free: failures throw.
 */

export const ACTIVE_SESSION_ID = 'lelo-session-active';
export const SOON_SESSION_ID = 'lelo-session-soon';
/** The notification address of Lancaster's e-mail template (seeded). */
export const LELO_NOTIFY_EMAIL = 'lelo-notify@learn4life.example';

/**
 * The app's own list keys (loaded by path: the tests project does not compile functions/), so an
 * entry stored here searches and sorts in the staff list like one the app stored itself.
 */
export const leloListKeys = (await import(
  pathToFileURL(join(resolve(import.meta.dirname, '../..'), 'functions/src/data/lelo-list-keys.ts')).href
)) as { withLeloListKeys<T extends object>(record: T): T & { listKeys: Record<string, string> } };

export const leloEntries = db.container('leloRegistrations');
export const signatureBlobs = blobs.getContainerClient('lelo-signatures');
export const agreementBlobs = blobs.getContainerClient('master-agreements');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Seeded configuration ──

export function readLeloSession(id: string = ACTIVE_SESSION_ID): Promise<LeloSessionRecord> {
  return storedDocument<LeloSessionRecord>(db.container('sessions'), id);
}

/** The course offering of a learning center in a session. */
export function readOffering(
  siteId: string,
  sessionId: string = ACTIVE_SESSION_ID,
): Promise<CourseOfferingRecord> {
  return storedDocument<CourseOfferingRecord>(db.container('courses'), `${sessionId}_${siteId}`);
}

const DETAILS_OF: Record<
  SchoolLevel,
  'highSchoolDetails' | 'middleSchoolDetails' | 'elementarySchoolDetails'
> = {
  'High School': 'highSchoolDetails',
  'Middle School': 'middleSchoolDetails',
  'Elementary School': 'elementarySchoolDetails',
};

/** A course of the offering by name (high school unless told), or an error naming what is missing. */
export function offeredCourse(
  offering: CourseOfferingRecord,
  name: string,
  level: SchoolLevel = 'High School',
): OfferedCourse {
  const course = offering[DETAILS_OF[level]]?.courses.find((candidate) => candidate.course_name === name);
  if (!course) throw new Error(`${name} is not offered at ${offering.learningCenterName}`);
  return course;
}

// ── Entries ──

/** A stored entry with its list keys, as the staff list reads it. */
export type ListedLeloEntry = LeloRegistrationRecord & { listKeys: Record<string, string> };

/** Where a listed entry stands and whose it is; the rest has defaults. */
export type ListedLeloFields = Pick<
  LeloRegistrationRecord,
  | 'charter'
  | 'charter_id'
  | 'learningCenters'
  | 'siteId'
  | 'firstName'
  | 'lastName'
  | 'studentEmail'
  | 'LeloRegistrationProfile'
  | 'permaLink'
  | 'session_name'
> &
  Partial<LeloRegistrationRecord>;

/**
 * Stores an entry with the fields the staff list reads and the app's list keys: an Active student,
 * created now, who has chosen no course and signed nothing yet, unless `fields` say otherwise.
 */
export async function storeListedLeloEntry(fields: ListedLeloFields): Promise<ListedLeloEntry> {
  const now = new Date().toISOString();
  const record = {
    id: randomUUID(),
    _uuid: randomUUID(),
    status: 'Active',
    createdAt: now,
    updatedAt: now,
    birthDate: '2010-04-05',
    studentPrimaryPhone: '661-555-0101',
    courses: [],
    selectedCourseAgreements: [],
    uploadedUrl: null,
    fileName: null,
    ...fields,
  } as LeloRegistrationRecord;
  const document = leloListKeys.withLeloListKeys(record);
  await leloEntries.items.create(document);
  return document;
}

export async function readLeloEntry(id: string): Promise<LeloRegistrationRecord | undefined> {
  const { resource } = await leloEntries.item(id, id).read<LeloRegistrationRecord>();
  return resource;
}

/** Every entry of a student e-mail (stored in lower case). */
export function leloEntriesByStudentEmail(email: string): Promise<LeloRegistrationRecord[]> {
  return documentsWhere<LeloRegistrationRecord>(leloEntries, 'studentEmail', email.toLowerCase());
}

/** The one entry of a student e-mail; throws unless there is exactly one. */
export async function leloEntryByStudentEmail(email: string): Promise<LeloRegistrationRecord> {
  const found = await leloEntriesByStudentEmail(email);
  if (found.length !== 1) throw new Error(`${found.length} Lelo entries for ${email}, expected one`);
  return found[0] as LeloRegistrationRecord;
}

/** The signature blob names (`{entryId}/student.png` …) stored for an entry. */
export async function signatureBlobsOf(entryId: string): Promise<string[]> {
  if (!(await signatureBlobs.exists())) return [];
  const names: string[] = [];
  for await (const blob of signatureBlobs.listBlobsFlat({ prefix: `${entryId}/` })) names.push(blob.name);
  return names.sort();
}

/** Waits until the build-agreement trigger has set the entry's `uploadedUrl`. */
export async function waitForSignedAgreement(
  id: string,
  timeoutMs = 20_000,
): Promise<LeloRegistrationRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = await readLeloEntry(id);
    if (entry?.uploadedUrl) return entry;
    if (Date.now() > deadline) throw new Error(`No signed agreement for ${id} after ${timeoutMs} ms`);
    await sleep(500);
  }
}

export interface PreRegistrationOptions {
  siteId?: string;
  status?: LeloRegistrationRecord['status'];
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  studentEmail?: string;
  gradeLevel?: string;
  /** Course names of the offering's high school list. */
  courses?: readonly string[];
  /** Any other stored field (kept by a later signing). */
  extra?: Record<string, unknown>;
}

/** The document staff's pre-registration stores (spec: "Pre-registration payload"). */
export type PreRegistration = Pick<
  LeloRegistrationRecord,
  | 'id'
  | '_uuid'
  | 'status'
  | 'createdAt'
  | 'charter'
  | 'charter_id'
  | 'siteId'
  | 'gradeLevel'
  | 'selectedCourseAgreements'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'studentEmail'
  | 'studentPrimaryPhone'
  | 'permaLink'
  | 'session_name'
  | 'LeloRegistrationProfile'
  | 'learningCenters'
  | 'courses'
> & { name: string };

/**
 * Inserts a staff pre-registration into `leloRegistrations` (status Active unless told) for a learning
 * center of the active session: names, birth date (16 years old), grade 9 and English 9A by default.
 */
export async function insertPreRegistration(options: PreRegistrationOptions = {}): Promise<PreRegistration> {
  const session = await readLeloSession();
  const offering = await readOffering(options.siteId ?? LANCASTER_ID);
  const courses = (options.courses ?? ['English 9A']).map((name) => offeredCourse(offering, name));
  const document: PreRegistration & Record<string, unknown> = {
    id: randomUUID(),
    _uuid: randomUUID(),
    status: options.status ?? 'Active',
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-02T09:00:00.000Z',
    charter: offering.charter,
    charter_id: offering.charter_id,
    name: offering.learningCenterName,
    learningCenters: offering.learningCenterName,
    siteId: offering.siteId,
    gradeLevel: options.gradeLevel ?? '9',
    // As the record stores them: the offered courses (with `_id`), which the pre-fill reads back.
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    firstName: options.firstName ?? 'Ana',
    lastName: options.lastName ?? 'Prereg',
    birthDate: options.birthDate ?? birthDateYearsAgo(16),
    studentEmail: options.studentEmail ?? `lelo.prereg.${randomUUID().slice(0, 8)}@example.com`,
    studentPrimaryPhone: '661-555-0101',
    permaLink: session.permalink,
    session_name: session.name,
    LeloRegistrationProfile: session.id,
    ...options.extra,
  };
  await leloEntries.items.create(leloListKeys.withLeloListKeys(document));
  return document;
}

// ── The agreement a family is shown ──

/** The agreement step's text for a charter and language: the paragraphs the page shows. */
export async function shownAgreementParagraphs(charterId: string, language: FamilyLanguage = 'en') {
  const query = new URLSearchParams({ charter_id: charterId, language });
  const { status, body } = await api(`/api/v1/config/master_agreement_description?${query.toString()}`);
  if (status !== 200) throw new Error(`master_agreement_description answered ${status}`);
  return htmlParagraphs((body as MasterAgreementResponse).data[0]?.master_agreement_description ?? '');
}

/** What the agreement step sends as `agreementSha256Shown`: the SHA-256 of the paragraphs it shows. */
export async function shownAgreementHash(charterId: string, language: FamilyLanguage = 'en') {
  const text = agreementSignedText(await shownAgreementParagraphs(charterId, language));
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

// ── The signed agreement PDF ──

/** Downloads the entry's signed agreement (`uploadedUrl` is `master-agreements/<session name>/<file>`). */
export async function downloadSignedAgreement(entry: Pick<LeloRegistrationRecord, 'uploadedUrl'>) {
  const prefix = 'master-agreements/';
  if (!entry.uploadedUrl?.startsWith(prefix)) throw new Error(`Not a master agreement: ${entry.uploadedUrl}`);
  const blob = agreementBlobs.getBlobClient(entry.uploadedUrl.slice(prefix.length));
  const properties = await blob.getProperties();
  const doc = await PDFDocument.load(await blob.downloadToBuffer());
  return { doc, contentType: properties.contentType };
}

// The PDF content reader the functions' unit tests use: one copy for both suites.
export {
  documentTexts as pdfTexts,
  type ImagePlacement,
  inspectPage as inspectPdfPage,
  type PageContent,
} from '../../functions/test-support/pdf-inspect.ts';

/** A seeded learning center with a phone and no course offering in the active session. */
export async function siteWithoutOffering(): Promise<Site> {
  const offered = await selectWhere<string>(
    db.container('courses'),
    'VALUE c.siteId',
    'LeloRegistrationProfile',
    ACTIVE_SESSION_ID,
  );
  const { resources: sites } = await db.container('sites').items.readAll<Site>().fetchAll();
  const site = sites.find((candidate) => !offered.includes(candidate.id) && candidate.address.phone !== '');
  if (!site) throw new Error('every seeded site has an offering in the active session');
  return site;
}
