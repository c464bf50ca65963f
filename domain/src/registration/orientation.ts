/**
 * Orientations: a virtual one is a link the family is sent; a live one is a date of the site's
 * orientation dates with a time range in half-hour slots inside that date's hours.
 */
import * as z from 'zod/mini';
import type { OrientationDate } from '../location/site.ts';
import { usDate } from '../shared/business-clock.ts';
import { minutesOfTime } from '../shared/clock-time.ts';

export const ORIENTATION_TYPES = ['VIRTUAL', 'LIVE'] as const;
export type OrientationType = (typeof ORIENTATION_TYPES)[number];

/** '06:00AM' style, the form of the spec's time-slot list. */
export function slotText(minutes: number): string {
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const suffix = hour24 < 12 ? 'AM' : 'PM';
  return `${String(hour12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}${suffix}`;
}

const FIRST_SLOT = 6 * 60;
const LAST_SLOT = 22 * 60 + 30;

/** The half-hour time slots 06:00AM to 10:30PM. */
export const ORIENTATION_TIME_SLOTS: readonly string[] = Array.from(
  { length: (LAST_SLOT - FIRST_SLOT) / 30 + 1 },
  (_, index) => slotText(FIRST_SLOT + index * 30),
);

/** The slots inside one of a site's orientation dates (its start to its end, both included). */
export function slotsWithin(date: Pick<OrientationDate, 'start_time' | 'end_time'>): string[] {
  const start = minutesOfTime(date.start_time);
  const end = minutesOfTime(date.end_time);
  if (start === null || end === null) return [];
  return ORIENTATION_TIME_SLOTS.filter((slot) => {
    const minutes = minutesOfTime(slot) ?? -1;
    return minutes >= start && minutes <= end;
  });
}

/** A site's orientation dates from `today` (YYYY-MM-DD, the business day) on, soonest first. */
export function upcomingOrientationDates(
  dates: readonly OrientationDate[],
  today: string,
): OrientationDate[] {
  return dates.filter((date) => date.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The stored orientationTime of a live orientation: 'MM/DD/YYYY hh:mmAM - hh:mmPM'. */
export function formatOrientationTime(date: string, startTime: string, endTime: string): string {
  return `${usDate(date)} ${startTime} - ${endTime}`;
}

/** The start and end slots of a stored live orientationTime (its inverse); null when it is not one. */
export function orientationSlotsOf(orientationTime: string): { startTime: string; endTime: string } | null {
  const match = /^\d{2}\/\d{2}\/\d{4} (\d{2}:\d{2}[AP]M) - (\d{2}:\d{2}[AP]M)$/.exec(orientationTime.trim());
  return match?.[1] && match[2] ? { startTime: match[1], endTime: match[2] } : null;
}

/** The orientations table's date column: 'Virtual' for a virtual one, else the time text before ' - '. */
export function orientationListTime(record: {
  orientationType: '' | OrientationType;
  orientationTime: string;
}) {
  if (record.orientationType === 'VIRTUAL') return 'Virtual';
  return record.orientationTime.split(' - ')[0] ?? '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const ORIENTATION_LINK_MAX = 500;

/**
 * The scheduler's choice. Virtual: an https link, e-mailed to the family when `sendEmail` ('Send Email
 * Invitation'; 'Submit' saves without mail). Live: a date and a start before the end, both half-hour
 * slots; the server also checks them against the site's dates (liveOrientationFitsSite).
 */
export const orientationChoiceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('VIRTUAL'),
    link: z.string('registration.orientation.link.invalid').check(
      z.trim(),
      z.maxLength(ORIENTATION_LINK_MAX, 'registration.orientation.link.invalid'),
      z.refine((value) => /^https:\/\/[^\s]+$/i.test(value), 'registration.orientation.link.invalid'),
    ),
    sendEmail: z.boolean(),
  }),
  z
    .object({
      type: z.literal('LIVE'),
      date: z
        .string('registration.orientation.date.required')
        .check(z.regex(ISO_DATE, 'registration.orientation.date.required')),
      startTime: z.enum(
        ORIENTATION_TIME_SLOTS as [string, ...string[]],
        'registration.orientation.time.invalid',
      ),
      endTime: z.enum(
        ORIENTATION_TIME_SLOTS as [string, ...string[]],
        'registration.orientation.time.invalid',
      ),
      sendEmail: z.boolean(),
    })
    .check(
      z.refine((value) => (minutesOfTime(value.startTime) ?? 0) < (minutesOfTime(value.endTime) ?? 0), {
        message: 'registration.orientation.time.order',
        path: ['endTime'],
      }),
    ),
]);
export type OrientationChoice = z.output<typeof orientationChoiceSchema>;

/** A live choice is one of the site's upcoming dates, inside that date's hours. */
export function liveOrientationFitsSite(
  choice: Extract<OrientationChoice, { type: 'LIVE' }>,
  dates: readonly OrientationDate[],
  today: string,
): boolean {
  const date = upcomingOrientationDates(dates, today).find((candidate) => candidate.date === choice.date);
  if (!date) return false;
  const slots = slotsWithin(date);
  return slots.includes(choice.startTime) && slots.includes(choice.endTime);
}

/**
 * GET /api/registration/{id}/orientation-options: what the scheduler offers for the registration's
 * site: its upcoming dates and its virtual link ('' when it has none). Staff only: the public site
 * answer never carries the link.
 */
export interface OrientationOptions {
  brandName: string;
  orientation_dates: OrientationDate[];
  virtual_link: string;
}

/**
 * The orientation e-mail's type: PRE when the orientation is set before the student match (the Add
 * Registration Form's 'Schedule Orientation Now'), POST when set by processing or a reschedule.
 */
export type OrientationEmailType = 'PRE' | 'POST';
