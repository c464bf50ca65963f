import * as z from 'zod/mini';
import { orientationSlotOf, siteOrientationSettingsSchema } from '../location/site-orientation-settings.ts';
import { US_STATES } from '../location/us-states.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';
import { programCodeField } from './program-type-schema.ts';
import {
  booleanField,
  optionalAppPathField,
  optionalLongText,
  optionalReferenceText,
  referenceKeyField,
  referenceTextField,
} from './reference-fields.ts';

const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));
const yesNo = (fallback: 'Yes' | 'No') =>
  z._default(z.enum(['Yes', 'No'], 'reference.yesNo.invalid'), fallback);

const siteFields = z.object({
  /** The natural key: the id is derived from it unless `id` is given. */
  slug: referenceKeyField(),
  /** The id of a center that already has one (links and entries point at it). */
  id: z.optional(z.string().check(z.trim(), z.regex(SITE_ID_PATTERN, 'reference.siteId.invalid'))),
  charterKey: referenceKeyField(),
  /** The place part of the name: '<brand name> - <label>'. */
  label: referenceTextField(100),
  /** '' or absent: '<label> Learning Center'. */
  displayName: optionalReferenceText(200),
  street: referenceTextField(200),
  city: referenceTextField(100),
  zip: z.string('required').check(z.trim(), z.regex(/^\d{5}$/, 'editInterest.zip.invalid')),
  /** '' or absent: the ZIP code's state. */
  state: z._default(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => value === '' || STATE_CODES.has(value), 'reference.state.invalid'),
    ),
    '',
  ),
  /** '' when the center has no phone of its own yet. */
  phone: optionalReferenceText(100),
  photo: optionalAppPathField(),
  // Opening hours ('Monday', '8:00 AM'); all four empty for a center without hours.
  start_day: optionalReferenceText(100),
  end_day: optionalReferenceText(100),
  start_time: optionalReferenceText(100),
  end_time: optionalReferenceText(100),
  people: z._default(
    z.array(
      z.object({
        role: referenceTextField(100),
        category: optionalReferenceText(100),
        name: referenceTextField(100),
      }),
    ),
    [],
  ),
  /** false: the center has no enrollment settings (only the family is e-mailed; no about texts). */
  enrollmentInfo: booleanField(true),
  about: optionalLongText(),
  moreAbout: optionalLongText(),
  aboutEs: optionalLongText(),
  moreAboutEs: optionalLongText(),
  programs: z._default(z.array(programCodeField()), []),
  secondaryEnrollmentUrl: optionalAppPathField(),
  primaryEmailstatus: yesNo('Yes'),
  addtionalEmailstatus: yesNo('Yes'),
});

const ORIENTATION_DEFAULTS = {
  orientation_dates: [],
  virtual_link: '',
  interestEmail: [],
  registrationEmail: [],
};

/** Orientation times written '10:00 AM' or '10:00AM' both become the slot the settings screen uses. */
function withSlotTimes(dates: unknown): unknown {
  if (!Array.isArray(dates)) return dates;
  return dates.map((date: unknown) => {
    if (typeof date !== 'object' || date === null) return date;
    const slotOr = (time: unknown) => (typeof time === 'string' ? orientationSlotOf(time) || time : time);
    const { start_time, end_time } = date as { start_time?: unknown; end_time?: unknown };
    return { ...date, start_time: slotOr(start_time), end_time: slotOr(end_time) };
  });
}

/** Absent orientation settings are none; times are read as slots. */
function withOrientationDefaults(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const row = { ...ORIENTATION_DEFAULTS, ...value } as Record<string, unknown>;
  for (const key of Object.keys(ORIENTATION_DEFAULTS) as (keyof typeof ORIENTATION_DEFAULTS)[]) {
    if (row[key] === undefined) row[key] = ORIENTATION_DEFAULTS[key];
  }
  return { ...row, orientation_dates: withSlotTimes(row.orientation_dates) };
}

/**
 * A learning center as an operator writes it: its place, hours, people, enrollment texts and
 * programs, and the orientation settings (dates and hours, the virtual link, the notification
 * addresses) checked with the same schema as the staff settings screen.
 */
export const siteRowSchema = z.pipe(
  z.transform(withOrientationDefaults),
  z.intersection(siteFields, siteOrientationSettingsSchema),
);
export type SiteRowInput = z.input<typeof siteFields> &
  Partial<z.input<typeof siteOrientationSettingsSchema>>;
export type SiteImportRow = z.output<typeof siteRowSchema>;
