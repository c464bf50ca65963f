/**
 * The staff edit of a secondary enrollment (Lelo) and its Inactive transition. One schema for the
 * edit form and the server.
 *
 * What an edit may change depends on whether the family has signed. The signed agreement PDF carries
 * the student's and parent's names, the learning center, the charter, the courses and the signature
 * dates, and its file name the student's name: once signed, those stay as they were signed and only the
 * contact details (e-mails, phones, physical and mailing address) are editable. An unsigned
 * pre-registration (Active, never signed) may also have its names corrected before the family signs.
 * Courses, grade, birth date, relationship and signatures are never edited here.
 */
import * as z from 'zod/mini';
import { US_STATE_CODES } from '../location/us-states.ts';
import type { ValidationMessageKey } from '../messages/en.ts';
import { isSelfAdult } from '../reference/guardian-relationships.ts';
import { PHONE_TYPES } from '../reference/phone-types.ts';
import { ageOn } from '../shared/birth-date.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import { isKeptPhone, normalizePhone } from '../shared/phone.ts';
import { requiresStudentContact } from '../shared/student-contact.ts';
import { emailField } from '../shared/text-fields.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { US_ZIP_PATTERN } from '../shared/zip.ts';
import { LELO_YES_NO } from './lelo-options.ts';
import type { LeloRegistrationRecord, LeloStatus } from './lelo-record.ts';
import { LELO_ADDRESS_MAX_LENGTH, LELO_MAILING_MAX_LENGTH } from './lelo-steps.ts';
import { checkLeloCounty } from './step-schemas.ts';

/** Names: editable only before the family signs. */
export const LELO_EDIT_NAME_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'pgFirstName',
  'pgLastName',
] as const;

/** Contact details and addresses: editable in every status. */
export const LELO_EDIT_CONTACT_FIELDS = [
  'studentEmail',
  'studentPrimaryPhone',
  'studentPrimaryPhoneType',
  'pgPrimaryEmail',
  'pgPrimaryPhone',
  'pgPrimaryPhoneType',
  'street',
  'city',
  'state',
  'zip',
  'country',
  'district',
  'isMailingAddressTheSame',
  'mailingStreet',
  'mailingCity',
  'mailingState',
  'mailingZip',
] as const;

export type LeloEditField =
  | (typeof LELO_EDIT_NAME_FIELDS)[number]
  | (typeof LELO_EDIT_CONTACT_FIELDS)[number];

/** The form's values: every editable field as text ('' when empty). */
export type LeloStaffEditValues = Record<LeloEditField, string>;

/** What the rules depend on, read from the stored entry (never from the request body). */
export interface LeloEditContext {
  /** The family has signed: names are locked and the signed wizard's required fields stay required. */
  signed: boolean;
  pgRelationshipToStudent: string;
  /** Signed by an adult student (18 or older on the signing day): their own e-mail and phone stay required. */
  studentContactRequired: boolean;
}

/** An entry counts as signed once a signing stored its time, even after it was marked Inactive. */
export function isLeloSigned(entry: Pick<LeloRegistrationRecord, 'status' | 'signedAt'>): boolean {
  return entry.status === 'Signed' || Boolean(entry.signedAt);
}

export function leloEditContextOf(
  entry: Pick<LeloRegistrationRecord, 'status' | 'signedAt' | 'pgRelationshipToStudent' | 'birthDate'>,
): LeloEditContext {
  const signed = isLeloSigned(entry);
  // The signing asked for the student's own contact by the student's age that day.
  const signedAt = new Date(entry.signedAt ?? '');
  const signingDay = Number.isNaN(signedAt.getTime()) ? businessToday() : businessToday(signedAt);
  return {
    signed,
    pgRelationshipToStudent: entry.pgRelationshipToStudent ?? '',
    studentContactRequired: signed && requiresStudentContact(ageOn(entry.birthDate ?? '', signingDay)),
  };
}

/** The fields an edit of this entry may change. */
export function leloEditableFields(context: LeloEditContext): readonly LeloEditField[] {
  return context.signed ? LELO_EDIT_CONTACT_FIELDS : [...LELO_EDIT_NAME_FIELDS, ...LELO_EDIT_CONTACT_FIELDS];
}

type Key = ValidationMessageKey;

function limited(max: number, maxKey: Key) {
  return z.prefault(z.string().check(z.trim(), z.maxLength(max, maxKey)), '');
}

function patterned(pattern: RegExp, key: Key, max?: number) {
  return z.prefault(
    z.string().check(
      z.trim(),
      ...(max ? [z.maxLength(max, 'email.max')] : []),
      z.refine((value) => value === '' || pattern.test(value), key),
    ),
    '',
  );
}

function choice(options: readonly string[]) {
  return z.prefault(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || options.includes(value), 'registration.option.invalid'),
    ),
    '',
  );
}

const name = () => typedTextField('name', { missing: null });
// The limits of the family's form: the physical address 100 characters, the mailing address 50.
const place = (max = LELO_ADDRESS_MAX_LENGTH) =>
  typedTextField('place', { missing: null, max, maxKey: maxKeyOf(max) });
const street = (max = LELO_ADDRESS_MAX_LENGTH) =>
  typedTextField('street', { missing: null, max, maxKey: maxKeyOf(max) });
const maxKeyOf = (max: number): Key =>
  max === LELO_MAILING_MAX_LENGTH ? 'lelo.text.max50' : 'lelo.text.max100';
const zip = () => patterned(US_ZIP_PATTERN, 'leloEdit.zip.invalid');

const nameShape = {
  firstName: name(),
  middleName: name(),
  lastName: name(),
  pgFirstName: name(),
  pgLastName: name(),
};

const contactShape = {
  studentEmail: emailField(null, 'leloEdit.email.invalid'),
  studentPrimaryPhone: phoneField(null, 'leloEdit.phone.invalid'),
  studentPrimaryPhoneType: choice(PHONE_TYPES),
  // Checked in checkParentContact: not at all for a 'Self 18+' student.
  pgPrimaryEmail: z.prefault(z.string().check(z.trim(), z.toLowerCase()), ''),
  pgPrimaryPhone: z.prefault(z.string().check(z.overwrite(normalizePhone)), ''),
  pgPrimaryPhoneType: choice(PHONE_TYPES),
  street: street(),
  city: place(),
  state: choice(US_STATE_CODES),
  zip: zip(),
  // The county of residence: one of California's counties for a California address (checkLeloCounty).
  country: place(),
  district: limited(LELO_ADDRESS_MAX_LENGTH, 'lelo.text.max100'),
  isMailingAddressTheSame: choice(LELO_YES_NO),
  mailingStreet: street(LELO_MAILING_MAX_LENGTH),
  mailingCity: place(LELO_MAILING_MAX_LENGTH),
  mailingState: choice(US_STATE_CODES),
  mailingZip: zip(),
};

type Loose = Record<string, string>;
type Ctx = z.core.$RefinementCtx<Loose>;
type CountyCtx = z.core.$RefinementCtx<{ state: string; country: string }>;

function require(value: Loose, ctx: Ctx, fields: readonly string[]): void {
  for (const field of fields)
    if ((value[field] ?? '') === '') ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
}

/** The parent's e-mail and phone, unless the student is 'Self 18+' (then they are neither read nor kept). */
function checkParentContact(value: Loose, ctx: Ctx, context: LeloEditContext): void {
  if (isSelfAdult(context.pgRelationshipToStudent)) return;
  const email = value.pgPrimaryEmail ?? '';
  const phone = value.pgPrimaryPhone ?? '';
  if (email.length > EMAIL_MAX_LENGTH)
    ctx.addIssue({ code: 'custom', path: ['pgPrimaryEmail'], message: 'email.max' });
  else if (email !== '' && !EMAIL_PATTERN.test(email))
    ctx.addIssue({ code: 'custom', path: ['pgPrimaryEmail'], message: 'leloEdit.parentEmail.invalid' });
  if (phone !== '' && !isKeptPhone(phone))
    ctx.addIssue({ code: 'custom', path: ['pgPrimaryPhone'], message: 'leloEdit.phone.invalid' });
  // A signed entry with a parent was signed with both: they stay required.
  if (context.signed && context.pgRelationshipToStudent !== '')
    require(value, ctx, ['pgPrimaryEmail', 'pgPrimaryPhone']);
}

function checkEdit(value: Loose, ctx: Ctx, context: LeloEditContext): void {
  if (!context.signed) require(value, ctx, ['firstName', 'lastName']);
  checkParentContact(value, ctx, context);
  checkLeloCounty({ state: value.state ?? '', country: value.country ?? '' }, ctx as unknown as CountyCtx);
  if (!context.signed) return;
  // What the signed wizard required stays required.
  if (context.studentContactRequired) require(value, ctx, ['studentEmail', 'studentPrimaryPhone']);
  require(value, ctx, ['street', 'city', 'state', 'zip', 'country']);
  if (value.isMailingAddressTheSame === 'No')
    require(value, ctx, ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip']);
}

const signedObject = z.object(contactShape);
const unsignedObject = z.object({ ...nameShape, ...contactShape });

/** The checked edit: only the fields this entry may change (others in the body are dropped). */
export type LeloStaffEditInput = Partial<LeloStaffEditValues>;

/**
 * PUT /api/leloRegistration/staff/{id} and the /editLeloForm form: e-mails 60 and the pattern; phones
 * XXX-XXX-XXXX (normalizePhone); the parent's e-mail and phone unless 'Self 18+'; ZIP codes 5 digits;
 * names, places and streets by the typed-text rule with the family form's limits (names 50, the physical
 * address 100, the mailing address 50); states by their code; a California county from the list. A
 * signed entry keeps the signed wizard's required fields required; an unsigned one needs the student's
 * first and last name.
 */
export function leloStaffEditSchema(
  context: LeloEditContext,
): z.ZodMiniType<LeloStaffEditInput, Partial<LeloStaffEditValues>> {
  const object = context.signed ? signedObject : unsignedObject;
  return object.check(
    z.superRefine((value, ctx) => checkEdit(value as Loose, ctx as unknown as Ctx, context)),
  ) as unknown as z.ZodMiniType<LeloStaffEditInput, Partial<LeloStaffEditValues>>;
}

/** The form's starting values: the stored entry's editable fields ('' for what it lacks). */
export function leloStaffEditValuesOf(entry: Partial<Record<LeloEditField, unknown>>): LeloStaffEditValues {
  const values = {} as LeloStaffEditValues;
  for (const field of [...LELO_EDIT_NAME_FIELDS, ...LELO_EDIT_CONTACT_FIELDS]) {
    const stored = entry[field];
    values[field] = typeof stored === 'string' ? stored : '';
  }
  return values;
}

/**
 * The entry with the edit applied: only the fields `leloEditableFields` allows; a 'Self 18+' student's
 * parent contact and a same-as-physical mailing address are left as stored. Status, signatures,
 * courses and the agreement never change here.
 */
export function applyLeloStaffEdit<T extends LeloRegistrationRecord>(
  entry: T,
  input: LeloStaffEditInput,
  now: Date,
): T {
  const context = leloEditContextOf(entry);
  const skipped = new Set<LeloEditField>();
  if (isSelfAdult(context.pgRelationshipToStudent))
    for (const field of ['pgPrimaryEmail', 'pgPrimaryPhone', 'pgPrimaryPhoneType'] as const)
      skipped.add(field);
  if (input.isMailingAddressTheSame === 'Yes')
    for (const field of ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip'] as const)
      skipped.add(field);
  const changes: Partial<Record<LeloEditField, string>> = {};
  for (const field of leloEditableFields(context)) {
    const value = input[field];
    if (value !== undefined && !skipped.has(field)) changes[field] = value;
  }
  return { ...entry, ...changes, updatedAt: now.toISOString() };
}

/** The two signature images of an entry, each read through GET .../staff/{id}/signature/{signer}. */
export const LELO_SIGNATURE_SIGNERS = ['student', 'parent'] as const;
export type LeloSignatureSigner = (typeof LELO_SIGNATURE_SIGNERS)[number];

/**
 * GET /api/leloRegistration/staff/{id}: the entry as staff read it. The signature blob paths are not
 * given out (only whether each image exists), nor the signing's idempotency key.
 */
export type LeloStaffEntry = Omit<
  LeloRegistrationRecord,
  'signedWithKey' | 'studentSignatureBlob' | 'parentSignatureBlob'
> & { signatures: Record<LeloSignatureSigner, boolean> };

/** Inactive is reachable from Active and Signed only; the reverse is not offered. */
export function canMarkLeloInactive(status: LeloStatus | string): boolean {
  return status === 'Active' || status === 'Signed';
}

/** The entry marked Inactive, or null when its status does not allow it. */
export function markLeloInactive<T extends LeloRegistrationRecord>(entry: T, now: Date): T | null {
  if (!canMarkLeloInactive(entry.status)) return null;
  return { ...entry, status: 'Inactive', updatedAt: now.toISOString() };
}

/**
 * The status an Inactive entry had before: Signed once the family signed it (its `signedAt`, or an
 * agreement or signature stored before that was recorded), else Active (a pre-registration waiting
 * for the family). Marking Inactive changes nothing else, so this is always known.
 */
export function leloStatusBeforeInactive(
  entry: Pick<LeloRegistrationRecord, 'signedAt' | 'uploadedUrl' | 'studentSignatureBlob'>,
): 'Active' | 'Signed' {
  return entry.signedAt || entry.uploadedUrl || entry.studentSignatureBlob ? 'Signed' : 'Active';
}

/** The Inactive entry back in the status it had before, or null when it is not Inactive. */
export function undoLeloInactive<T extends LeloRegistrationRecord>(entry: T, now: Date): T | null {
  if (entry.status !== 'Inactive') return null;
  return { ...entry, status: leloStatusBeforeInactive(entry), updatedAt: now.toISOString() };
}
