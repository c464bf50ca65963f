/**
 * Sessions as the staff setup screens (/intersession) read and write them. The body of POST
 * /api/sessions and PUT /api/sessions/{id} is the sessionSchema of session-schema.ts.
 */
import type { LeloSessionRecord } from './lelo-config.ts';

/** A session as GET /api/sessions lists it (staff): the /intersession rows and the sidebar's links. */
export interface SessionSummary
  extends Pick<
    LeloSessionRecord,
    'name' | 'permalink' | 'status' | 'schoolYear' | 'enrollmentStart' | 'enrollmentEnd'
  > {
  _id: string;
}

/** A stored session as the session lists answer it. */
export function sessionSummaryOf(record: LeloSessionRecord): SessionSummary {
  const { id, name, permalink, status, schoolYear, enrollmentStart, enrollmentEnd } = record;
  return { _id: id, name, permalink, status, schoolYear, enrollmentStart, enrollmentEnd };
}

/** GET /api/sessions/staff/{id} (Admin and up), sent with its ETag: the 'Edit LELO Registration' form. */
export interface StaffSession
  extends SessionSummary,
    Omit<LeloSessionRecord, 'id' | 'name' | 'nameEs' | 'permalink' | 'status' | 'schoolYear'> {
  /** The Spanish name ('' when none was written). */
  nameEs: string;
}

/** The 409 code of a name another session already has (compared case-insensitively). */
export const SESSION_NAME_TAKEN = 'session.name.taken';
/** The 409 code of a permalink another session already has. */
export const SESSION_PERMALINK_TAKEN = 'session.permalink.taken';
/** The 409 code of an update made against an older version of the session (stale If-Match). */
export const SESSION_CONFLICT = 'session.conflict';

/** The stored session as the staff API answers it. */
export function staffSessionOf(record: LeloSessionRecord): StaffSession {
  return {
    _id: record.id,
    name: record.name,
    nameEs: record.nameEs ?? '',
    permalink: record.permalink,
    status: record.status,
    schoolYear: record.schoolYear,
    enrollmentStart: record.enrollmentStart,
    enrollmentEnd: record.enrollmentEnd,
    schoolYearStartDate: record.schoolYearStartDate,
    schoolYearEndDate: record.schoolYearEndDate,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * The permalink a save stores: derived from the name when the session is created, then fixed, so a
 * renamed session keeps its address and every link already sent or posted keeps working.
 */
export function permalinkToStore(derived: string, stored: { permalink: string } | null): string {
  return stored ? stored.permalink : derived;
}
