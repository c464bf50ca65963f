import type { LeloSessionRecord } from '@enroll/domain';

/** The seeded sessions' ids: other seed modules and the tests refer to them. */
export const LELO_SESSION_IDS = {
  active: 'lelo-session-active',
  soon: 'lelo-session-soon',
  expired: 'lelo-session-expired',
  inactive: 'lelo-session-inactive',
} as const;

export const ACTIVE_SESSION_PERMALINK = 'summer-intersession-2027';

/** `YYYY-MM-DD` shifted by whole days (calendar arithmetic in UTC, so no time zone moves the date). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** A timestamp that only changes with the seed day, so restarts on one day write identical documents. */
export function seedTimestamp(today: string, daysBefore = 0): string {
  return `${addDays(today, -daysBefore)}T16:00:00.000Z`;
}

interface SessionRow {
  id: string;
  name: string;
  permalink: string;
  status: LeloSessionRecord['status'];
  schoolYear: string;
  /** Days from the seed day. */
  startOffset: number;
  endOffset: number;
  schoolYearStartDate: string;
  schoolYearEndDate: string;
}

const SESSION_ROWS: readonly SessionRow[] = [
  {
    id: LELO_SESSION_IDS.active,
    name: 'Summer Intersession 2027',
    permalink: ACTIVE_SESSION_PERMALINK,
    status: 'Active',
    schoolYear: '2026-2027',
    startOffset: -30,
    endOffset: 60,
    schoolYearStartDate: '2026-07-01',
    schoolYearEndDate: '2027-06-30',
  },
  {
    id: LELO_SESSION_IDS.soon,
    name: 'Fall Intersession 2027',
    permalink: 'fall-intersession-2027',
    status: 'Active',
    schoolYear: '2027-2028',
    startOffset: 30,
    endOffset: 120,
    schoolYearStartDate: '2027-07-01',
    schoolYearEndDate: '2028-06-30',
  },
  {
    id: LELO_SESSION_IDS.expired,
    name: 'Spring Intersession 2026',
    permalink: 'spring-intersession-2026',
    status: 'Active',
    schoolYear: '2025-2026',
    startOffset: -100,
    endOffset: -10,
    schoolYearStartDate: '2025-07-01',
    schoolYearEndDate: '2026-06-30',
  },
  {
    id: LELO_SESSION_IDS.inactive,
    name: 'Winter Intersession 2026',
    permalink: 'winter-intersession-2026',
    status: 'Inactive',
    schoolYear: '2026-2027',
    startOffset: -15,
    endOffset: 45,
    schoolYearStartDate: '2026-07-01',
    schoolYearEndDate: '2027-06-30',
  },
];

/** The four demo sessions, their enrollment windows relative to `today` (YYYY-MM-DD, the seed day). */
export function leloSessionDocuments(today: string): LeloSessionRecord[] {
  return SESSION_ROWS.map(({ startOffset, endOffset, ...row }) => ({
    ...row,
    enrollmentStart: addDays(today, startOffset),
    enrollmentEnd: addDays(today, endOffset),
    createdAt: seedTimestamp(today, 45),
    updatedAt: seedTimestamp(today, 45),
  }));
}
