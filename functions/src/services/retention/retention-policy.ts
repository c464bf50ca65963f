import type { InterestEntry, RegistrationRecord } from '@enroll/domain';

/**
 * Which records the retention purge deletes (docs/security.md "Retention"). Instants are the ISO
 * strings the records store (UTC, `…Z`), so they compare as text in Cosmos queries and here alike.
 */

/** How many years each kind of record is kept (the RETENTION_* settings). */
export interface RetentionPeriods {
  interestYears: number;
  terminatedRegistrationYears: number;
}

/** The status a registration has once staff terminated it. */
export const TERMINATED_STATUS = 'Enrollment Terminated' satisfies RegistrationRecord['status'];

/**
 * The instant `years` calendar years before `now`: a record whose last activity is before it is due.
 * 29 February steps back to 1 March in a year without one (setUTCFullYear's roll-over), so the period
 * is never shorter than the years named.
 */
export function retentionCutoff(now: Date, years: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString();
}

/** The cut-offs of one run: records active before them are due. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods) {
  return {
    interests: retentionCutoff(now, periods.interestYears),
    terminatedRegistrations: retentionCutoff(now, periods.terminatedRegistrationYears),
  };
}

/** The latest of the instants given (absent, null and '' ignored); '' when there is none. */
function latest(instants: readonly (string | null | undefined)[]): string {
  return instants.reduce<string>((found, instant) => (instant && instant > found ? instant : found), '');
}

/** What the interest rule reads of an entry. */
export type InterestActivity = Pick<InterestEntry, 'createdAt' | 'updatedAt' | 'lastContactDate'>;

/**
 * An interest entry's last activity: its creation, its last change (an edit, a status move, a
 * transfer's enrollment), its last contact, or its newest contact note, whichever is latest. A note is
 * read beside lastContactDate because the note is stored before the entry's status write, which may fail.
 */
export function interestLastActivity(entry: InterestActivity, newestNote: string | null): string {
  return latest([entry.createdAt, entry.updatedAt, entry.lastContactDate, newestNote]);
}

/** An entry with no activity since the cut-off is due; one without any instant is never due. */
export function isInterestDue(entry: InterestActivity, newestNote: string | null, cutoff: string): boolean {
  const last = interestLastActivity(entry, newestNote);
  return last !== '' && last < cutoff;
}

/** What the registration rule reads of a record. */
export type RegistrationActivity = Pick<RegistrationRecord, 'status' | 'createdAt' | 'updatedAt'>;

/**
 * A registration is due when it is terminated and has not changed since the cut-off: its last change is
 * the termination or a later edit (every write sets updatedAt). A reactivated one is no longer
 * terminated; an active or completed one is never due.
 */
export function isRegistrationDue(record: RegistrationActivity, cutoff: string): boolean {
  if (record.status !== TERMINATED_STATUS) return false;
  const last = latest([record.createdAt, record.updatedAt]);
  return last !== '' && last < cutoff;
}
