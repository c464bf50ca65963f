/**
 * The staff screens' interest rules (Add Interest and Edit Interest):
 * the Add Interest form's six levels (one schema each), the whole Add body the server checks, the
 * Edit Interest body, and the status change of PUT /api/enrollment/status/{id}.
 */
import * as z from 'zod/mini';
import { isUnitedStates } from '../reference/countries.ts';
import { DEFAULT_COUNTRY } from '../registration/registration-draft.ts';
import { AGE_RANGES, isAdultOn } from '../shared/birth-date.ts';
import { birthDateField } from '../shared/birth-date-field.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';
import { requiredEmailField, requiredTextField } from '../shared/text-fields.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { US_ZIP_PATTERN } from '../shared/zip.ts';
import {
  type InterestAddressPart,
  type InterestAddressPrefix,
  interestAddressField,
} from './interest-entry.ts';
import { needsParentInformation, PARENT_RELATIONSHIPS } from './interest-parent.ts';
import type { InterestEvent } from './interest-status-machine.ts';

export const INTEREST_GRADES = ['9', '10', '11', '12'] as const;
export const INTEREST_STREET1_MAX = 50;
export const INTEREST_STREET2_MAX = 40;
/** Country, state, region and city. */
export const INTEREST_PLACE_MAX = 25;
/** Outside the United States a postal code is up to 15 digits (as in the registration wizard). */
const OTHER_ZIP_PATTERN = /^\d{1,15}$/;

/** The state is a select in the United States (or no country yet), a free Region field elsewhere. */
export function usesUsState(country: string): boolean {
  return country === '' || isUnitedStates(country);
}

function text(max: number, maxMessage: Parameters<typeof z.maxLength>[1]) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, maxMessage)), '');
}
/** A street as typed (names.ts: letters, digits, '#', apostrophes, hyphens, periods). */
function street(
  missing: 'required' | null,
  max: number,
  maxKey: 'interest.street1.max' | 'interest.street2.max',
) {
  return typedTextField('street', { missing, max, maxKey });
}
/** A city (or a country, state or region typed by staff) as typed. */
function place(
  missing: 'required' | null,
  maxKey: 'interest.city.max' | 'interest.country.max' | 'interest.state.max',
) {
  return typedTextField('place', { missing, max: INTEREST_PLACE_MAX, maxKey });
}

const siteIdField = z.string('interest.site.required').check(
  z.trim(),
  z.minLength(1, 'interest.site.required'),
  z.refine((value) => value === '' || SITE_ID_PATTERN.test(value), 'registration.site.invalid'),
);

// '' is "not given": one enum, so a wrong value gets this field's own message.
const gradeField = z._default(z.enum(['', ...INTEREST_GRADES], 'interest.grade.invalid'), '');
const relationshipField = z._default(
  z.enum(['', ...PARENT_RELATIONSHIPS], 'interest.parentRelationship.invalid'),
  '',
);

/** The staff interest forms take the public form's birth dates (its age range). */
const birthDate = birthDateField(AGE_RANGES.interest, { missing: 'interest.birthDate.required' });

type Ctx<T> = z.core.$RefinementCtx<T>;

// ── Add Interest (staff): levels 0-5 ──

const learningCenterStudentFields = {
  learningCenterId: siteIdField,
  studentFirstName: typedTextField('name', { missing: 'required' }),
  studentLastName: typedTextField('name', { missing: 'required' }),
  birthDate,
  gradeLevel: gradeField,
};
const parentFields = {
  parentRelationship: relationshipField,
  parentFirstName: typedTextField('name', { missing: null }),
  parentLastName: typedTextField('name', { missing: null }),
};
const contactFields = {
  primaryEmail: requiredEmailField('email.invalid'),
  phone: phoneField('required'),
};
const physicalFields = {
  country: z._default(requiredTextField(INTEREST_PLACE_MAX, 'interest.country.max'), DEFAULT_COUNTRY),
  street1: street('required', INTEREST_STREET1_MAX, 'interest.street1.max'),
  street2: street(null, INTEREST_STREET2_MAX, 'interest.street2.max'),
  city: place('required', 'interest.city.max'),
  state: text(INTEREST_PLACE_MAX, 'interest.state.max'),
  region: text(INTEREST_PLACE_MAX, 'interest.state.max'),
  zipCode: z.string('required').check(z.trim(), z.minLength(1, 'required')),
  sameAddress: z._default(z.boolean(), true),
};
const mailingFields = {
  mailingCountry: z._default(text(INTEREST_PLACE_MAX, 'interest.country.max'), ''),
  mailingStreet1: street(null, INTEREST_STREET1_MAX, 'interest.street1.max'),
  mailingStreet2: street(null, INTEREST_STREET2_MAX, 'interest.street2.max'),
  mailingCity: place(null, 'interest.city.max'),
  mailingState: text(INTEREST_PLACE_MAX, 'interest.state.max'),
  mailingRegion: text(INTEREST_PLACE_MAX, 'interest.state.max'),
  mailingZipCode: text(15, 'interest.zip.anyCountry'),
};

/** State (US) or Region (elsewhere) required; ZIP 5 digits in the US, up to 15 digits elsewhere. */
function checkAddress(
  value: Record<string, unknown>,
  ctx: Ctx<Record<string, unknown>>,
  prefix: InterestAddressPrefix,
): void {
  const key = (part: InterestAddressPart) => interestAddressField(prefix, part);
  const read = (part: InterestAddressPart) => String(value[key(part)] ?? '');
  const country = read('country');
  const place = usesUsState(country) ? 'state' : 'region';
  if (read(place) === '') ctx.addIssue({ code: 'custom', path: [key(place)], message: 'required' });
  const zip = read('zipCode');
  if (zip === '') {
    ctx.addIssue({ code: 'custom', path: [key('zipCode')], message: 'required' });
  } else if (usesUsState(country) ? !US_ZIP_PATTERN.test(zip) : !OTHER_ZIP_PATTERN.test(zip)) {
    ctx.addIssue({
      code: 'custom',
      path: [key('zipCode')],
      message: usesUsState(country) ? 'interest.zip.invalid' : 'interest.zip.anyCountry',
    });
  }
}

function checkMailing(value: Record<string, unknown>, ctx: Ctx<Record<string, unknown>>): void {
  for (const field of ['mailingCountry', 'mailingStreet1', 'mailingCity'] as const) {
    if (String(value[field] ?? '') === '')
      ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
  checkAddress(value, ctx, 'mailing');
}

function checkParent(value: Record<string, unknown>, ctx: Ctx<Record<string, unknown>>): void {
  for (const field of ['parentRelationship', 'parentFirstName', 'parentLastName'] as const) {
    if (String(value[field] ?? '') === '')
      ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

/** The levels of the Add Interest form, in order. */
export const STAFF_INTEREST_LEVELS = [
  'student',
  'parent',
  'contact',
  'physicalAddress',
  'mailingAddress',
  'review',
] as const;
export type StaffInterestLevel = (typeof STAFF_INTEREST_LEVELS)[number];

/** One schema per level, as react-hook-form checks the level on Next. */
export const staffInterestLevelSchemas = {
  student: z.object(learningCenterStudentFields),
  parent: z.object(parentFields).check(z.superRefine((value, ctx) => checkParent(value, ctx as never))),
  contact: z.object(contactFields),
  physicalAddress: z
    .object(physicalFields)
    .check(z.superRefine((value, ctx) => checkAddress(value, ctx as never, ''))),
  mailingAddress: z
    .object(mailingFields)
    .check(z.superRefine((value, ctx) => checkMailing(value, ctx as never))),
  review: z.object({}),
} as const;

/**
 * The level after `level`: from the student level an adult (over 17) skips the parent level; from the
 * physical address the mailing level is skipped when the mailing address is the same.
 */
export function nextStaffInterestLevel(
  level: number,
  values: { birthDate: string; sameAddress: boolean },
  today?: string,
): number {
  if (level === 0 && isAdultOn(values.birthDate, today)) return 2;
  if (level === 3 && values.sameAddress) return 5;
  return Math.min(level + 1, STAFF_INTEREST_LEVELS.length - 1);
}

/** Back mirrors the skips of nextStaffInterestLevel. */
export function previousStaffInterestLevel(
  level: number,
  values: { birthDate: string; sameAddress: boolean },
  today?: string,
): number {
  if (level === 2 && isAdultOn(values.birthDate, today)) return 0;
  if (level === 5 && values.sameAddress) return 3;
  return Math.max(level - 1, 0);
}

/**
 * POST /api/enrollment (staff Add Interest): every level at once. A minor needs the parent fields;
 * the mailing address is needed unless it is the same. Fields a skipped level would hold are cleared
 * by the server (an adult's parent, the same-address mailing block).
 */
export const staffInterestCreateSchema = z
  .object({
    ...learningCenterStudentFields,
    ...parentFields,
    ...contactFields,
    ...physicalFields,
    ...mailingFields,
  })
  .check(
    z.superRefine((value, ctx) => {
      const loose = value as unknown as Record<string, unknown>;
      const looseCtx = ctx as never;
      if (needsParentInformation(value.birthDate)) checkParent(loose, looseCtx);
      checkAddress(loose, looseCtx, '');
      if (!value.sameAddress) checkMailing(loose, looseCtx);
    }),
  );
export type StaffInterestCreateValues = z.input<typeof staffInterestCreateSchema>;
export type StaffInterestCreateInput = z.output<typeof staffInterestCreateSchema>;

// ── Edit Interest ──

const editZip = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || US_ZIP_PATTERN.test(value), 'editInterest.zip.invalid'),
  ),
  '',
);

/**
 * PUT /api/enrollment/{id} (Edit Interest): charter and site required; names, places and streets by
 * the typed-text rule with the public form's limits (names 50); e-mail 60; street 50 and 40; country,
 * state and city 25; ZIP codes 5 digits. Status fields are not here: they change only through the
 * status machine.
 */
const editInterestObject = z.object({
  charter_id: recordIdField('interest.charter.required'),
  learningCenterId: siteIdField,
  studentFirstName: typedTextField('name', { missing: 'required' }),
  studentLastName: typedTextField('name', { missing: 'required' }),
  birthDate,
  gradeLevel: gradeField,
  parentRelationship: relationshipField,
  parentFirstName: typedTextField('name', { missing: null }),
  parentLastName: typedTextField('name', { missing: null }),
  primaryEmail: requiredEmailField('editInterest.email.invalid'),
  phone: phoneField('required', 'editInterest.phone.invalid'),
  street1: street(null, INTEREST_STREET1_MAX, 'interest.street1.max'),
  street2: street(null, INTEREST_STREET2_MAX, 'interest.street2.max'),
  city: place(null, 'interest.city.max'),
  state: place(null, 'interest.state.max'),
  region: place(null, 'interest.state.max'),
  country: place(null, 'interest.country.max'),
  zipCode: editZip,
  sameAddress: z._default(z.boolean(), true),
  mailingStreet1: street(null, INTEREST_STREET1_MAX, 'interest.street1.max'),
  mailingStreet2: street(null, INTEREST_STREET2_MAX, 'interest.street2.max'),
  mailingCity: place(null, 'interest.city.max'),
  mailingState: place(null, 'interest.state.max'),
  mailingRegion: place(null, 'interest.state.max'),
  mailingCountry: place(null, 'interest.country.max'),
  mailingZipCode: editZip,
});

/** A mailing address said to differ must be given, as the Add Interest form asks it. */
export const editInterestSchema = editInterestObject.check(
  z.superRefine((value, ctx) => {
    if (!value.sameAddress) checkMailing(value as unknown as Record<string, unknown>, ctx as never);
  }),
);
export type EditInterestValues = z.input<typeof editInterestSchema>;
export type EditInterestInput = z.output<typeof editInterestSchema>;

/**
 * PUT /api/enrollment/status/{id}: mark Not Interested, reopen a declined entry ('Follow up
 * Required'), or (the spec's {enrollstatus: 'Yes'}, its default) record that a registration was
 * submitted. Each goes through the status machine.
 */
export const interestStatusChangeSchema = z.union([
  // Declines the entry.
  z.object({ status: z.literal('Not Interested', 'interest.transition.invalid') }),
  // Undoes the decline: the entry returns to the status it had before.
  z.object({ undo: z.literal('Not Interested', 'interest.transition.invalid') }),
  z.object({
    enrollstatus: z._default(z.literal('Yes', 'interest.transition.invalid'), 'Yes'),
    // Any other status is refused, not read as the default.
    status: z.optional(z.never('interest.transition.invalid')),
  }),
]);
export type InterestStatusChangeInput = z.output<typeof interestStatusChangeSchema>;

/** The status machine's event a status change body asks for. */
export function interestEventOf(change: InterestStatusChangeInput): InterestEvent {
  if ('undo' in change) return 'reopened';
  return 'status' in change && change.status ? 'markedNotInterested' : 'enrollmentSubmitted';
}
