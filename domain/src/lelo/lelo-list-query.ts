import * as z from 'zod/mini';
import { parseIsoDate } from '../shared/birth-date.ts';
import { businessClock } from '../shared/business-clock.ts';
import { addDaysIso, businessTimeZone } from '../shared/today-in-zone.ts';
import { STAFF_LIST_RECORD_FIELDS, type StaffListPage, staffListQueryFields } from '../staff/staff-list.ts';
import { LELO_STATUSES, type LeloRegistrationRecord } from './lelo-record.ts';

/**
 * GET /api/leloRegistration (/lelo-forms, 'Secondary Enrollments'): the query string and the rows.
 * Default status Active, the last 30 days, page size 300, newest first.
 */

/** The sortable columns: Submit Date, Status, Student Name, Learning Center, Phone Number, Email, Signed Agreement, Permalink. */
export const LELO_SORT_COLUMNS = [
  'createdAt',
  'status',
  'studentName',
  'learningCenter',
  'phone',
  'email',
  'signedAgreement',
  'permalink',
] as const;
export type LeloSortColumn = (typeof LELO_SORT_COLUMNS)[number];

export const LELO_LIST_PAGE_SIZE_DEFAULT = 300;
export const LELO_LIST_PAGE_SIZE_MAX = 300;
/** Without dates in the query the list shows the entries created in the last 30 days (and today). */
export const LELO_LIST_DEFAULT_DAYS = 30;

/** YYYY-MM-DD, a real calendar day; '' is "left empty". */
const dayField = z.optional(
  z
    .string()
    .check(z.refine((value) => value === '' || parseIsoDate(value) !== null, 'leloList.date.invalid')),
);

/** A session's id or permalink (letters, digits, hyphens, underscores; permalinks are at most 80); '' is All Sessions. */
const sessionField = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,80}$/, 'invalid')));

const leloListFilterFields = {
  status: z._default(z.enum(LELO_STATUSES, 'invalid'), 'Active'),
  /** Absent or empty: All Sessions. */
  session: sessionField,
  /** The spec's name of the same filter; `session` wins when both are sent. */
  permaLink: sessionField,
  startDate: dayField,
  endDate: dayField,
  /** Absent: newest first (createdAt descending, the spec's initial sort). */
  sort: z.optional(z.enum(LELO_SORT_COLUMNS, 'invalid')),
  search: staffListQueryFields.search,
  order: staffListQueryFields.order,
};

interface DatePair {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Both dates or neither (absent and '' are both "empty"); the start not after the end. */
function checkDates(value: DatePair, ctx: z.core.$RefinementCtx<DatePair>): void {
  const start = value.startDate ?? '';
  const end = value.endDate ?? '';
  if ((start === '') !== (end === '')) {
    ctx.addIssue({
      code: 'custom',
      path: [start === '' ? 'startDate' : 'endDate'],
      message: 'leloList.dates.both',
    });
    return;
  }
  if (start !== '' && parseIsoDate(start) && parseIsoDate(end) && start > end) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'leloList.dates.order' });
  }
}

/** 1 to 300 rows (default 300). */
const pageSizeField = z._default(
  z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|[12]\d\d|300)$/, 'invalid')),
  String(LELO_LIST_PAGE_SIZE_DEFAULT),
);

/**
 * The query string of the staff list. Dates: both absent is the default view (the last 30 days);
 * both sent empty (`startDate=&endDate=`) is the spec's "leave both empty": every date. Search matches
 * the submit date, status, first and last name, e-mail, phone, learning center and registration id
 * (_uuid), in any case; with a search the date range widens by a day on each side.
 */
export const leloListQuerySchema = z
  .object({
    ...leloListFilterFields,
    cursor: staffListQueryFields.cursor,
    pageSize: pageSizeField,
  })
  .check(z.superRefine(checkDates));
export type LeloListQuery = z.output<typeof leloListQuerySchema>;

/** The filters of an export: the list as the screen shows it, every page. */
export const leloListFiltersSchema = z.object(leloListFilterFields).check(z.superRefine(checkDates));
export type LeloListFilters = z.output<typeof leloListFiltersSchema>;

/** The session the filters name ('' for All Sessions). */
export function leloListSession(filters: Pick<LeloListFilters, 'session' | 'permaLink'>): string {
  return filters.session || filters.permaLink || '';
}

/** The inclusive business-day range a list shows, or null for every date. */
export interface LeloListDays {
  startDay: string;
  endDay: string;
}

/**
 * The business days the list covers: the asked dates, the last 30 days when none were sent, or every
 * date when both were sent empty; a search widens the range by one day on each side.
 */
export function leloListDays(
  filters: Pick<LeloListFilters, 'startDate' | 'endDate' | 'search'>,
  today: string,
): LeloListDays | null {
  let range: LeloListDays | null;
  if (filters.startDate === undefined && filters.endDate === undefined) {
    range = { startDay: addDaysIso(today, -LELO_LIST_DEFAULT_DAYS), endDay: today };
  } else if (!filters.startDate || !filters.endDate) {
    range = null;
  } else {
    range = { startDay: filters.startDate, endDay: filters.endDate };
  }
  if (range && filters.search.trim() !== '') {
    range = { startDay: addDaysIso(range.startDay, -1), endDay: addDaysIso(range.endDay, 1) };
  }
  return range;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const clock = businessClock(new Date(instant), timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant (ISO text, as `createdAt` is stored) at which a business day starts: midnight in the
 * business time zone, daylight saving included.
 */
export function businessDayStartUtc(day: string, timeZone: string = businessTimeZone()): string {
  const date = parseIsoDate(day);
  if (!date) throw new Error(`businessDayStartUtc: "${day}" is not a date`);
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  // The offset at the guess, then at the corrected instant (they differ only across a DST change).
  const first = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  const instant = midnightAsUtc - zoneOffsetMs(first, timeZone);
  return new Date(instant).toISOString();
}

/**
 * The createdAt bounds of a day range: from the start of the first day (inclusive) to the start of the
 * day after the last (exclusive), i.e. through the end of the last day.
 */
export function businessDaysUtc(
  range: LeloListDays,
  timeZone: string = businessTimeZone(),
): { from: string; before: string } {
  return {
    from: businessDayStartUtc(range.startDay, timeZone),
    before: businessDayStartUtc(addDaysIso(range.endDay, 1), timeZone),
  };
}

/** The entry's fields a row of the table shows. */
export const LELO_LIST_ROW_FIELDS = [
  ...STAFF_LIST_RECORD_FIELDS,
  'firstName',
  'lastName',
  'birthDate',
  'studentEmail',
  'studentPrimaryPhone',
  'charter',
  'learningCenters',
  'siteId',
  'permaLink',
  'session_name',
  'LeloRegistrationProfile',
  'fileName',
] as const satisfies readonly (keyof LeloRegistrationRecord)[];

/** One row of the table. */
export type LeloListRow = Pick<LeloRegistrationRecord, (typeof LELO_LIST_ROW_FIELDS)[number]> & {
  /** Whether the signed agreement PDF is stored (the Signed Agreement column). */
  hasSignedAgreement: boolean;
};

export type LeloListPage = StaffListPage<LeloListRow>;
