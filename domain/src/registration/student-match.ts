/**
 * Matching a registration against the student-information system (SIS). The SIS answers candidate
 * students; the match rules (functions/src/services/sis/match-rules.ts) say how each candidate matches,
 * and the coordinator picks one with an action, which becomes the registration's status.
 */
import * as z from 'zod/mini';
import { recordIdField } from '../shared/id-fields.ts';
import type { RegistrationStatus } from './registration-record.ts';

/**
 * How a candidate matches the registration, strongest first. 'Exact': first name, last name and birth
 * date all equal. 'Name and Birth Date' cannot happen (that is Exact); the others name the two kinds of
 * evidence found: the student's name, the birth date, and contact (phone, e-mail or street address).
 */
export const STUDENT_MATCH_TYPES = [
  'Exact',
  'Name and Contact',
  'Birth Date and Contact',
  'Name and Birth Year',
  'Contact Only',
] as const;
export type StudentMatchType = (typeof STUDENT_MATCH_TYPES)[number];

/** One candidate student of the SIS, with the spec's field names; dates MM/DD/YYYY ('' when none). */
export interface StudentMatch {
  match_type: StudentMatchType;
  sis_charter: string;
  sis_student_first_name: string;
  sis_student_last_name: string;
  sis_student_dob: string;
  sis_local_id: string;
  sis_district_id: string;
  start_date: string;
  finish_date: string;
  sis_school_email: string;
  /** The student's page in the SIS ('' when the SIS has none). */
  url: string;
}

/**
 * POST /api/sql/student-match. The criteria (name, birth date MM/DD/yyyy, phone, e-mail, charter,
 * address) are read from the stored registration, never from the body, so a caller can look up only
 * students for a registration of their own charters.
 */
export const studentMatchRequestSchema = z.object({ registrationId: recordIdField() });
export type StudentMatchRequest = z.output<typeof studentMatchRequestSchema>;

/** The answer: the matches the caller may see, newest start date first (empty when none). */
export interface StudentMatchResponse {
  recordset: StudentMatch[];
  /**
   * Matches at charters outside the caller's scope: counted, never shown (the coordinator learns the
   * student may be enrolled elsewhere without seeing another charter's data).
   */
  otherCharterMatches: number;
}

/**
 * What the coordinator does about a chosen match: the action's status becomes the registration's.
 * A transfer or withdrawal is pending until staff confirm it ('Is the {action} completed?').
 */
export const MATCH_ACTIONS = [
  { action: 'Interdistrict Transfer', status: 'Interdistrict Transfer Requested', pending: true },
  { action: 'Auto Withdraw', status: 'Auto Withdraw Requested', pending: true },
  { action: 'No Action Needed', status: 'Enrollment Submitted', pending: false },
] as const satisfies readonly { action: string; status: RegistrationStatus; pending: boolean }[];
export type MatchActionName = (typeof MATCH_ACTIONS)[number]['action'];
export const MATCH_ACTION_NAMES = MATCH_ACTIONS.map((entry) => entry.action) as [
  MatchActionName,
  ...MatchActionName[],
];

/** The pending action a status stands for ('Interdistrict Transfer' for 'Interdistrict Transfer Requested'), or null. */
export function pendingActionOf(status: RegistrationStatus): MatchActionName | null {
  return MATCH_ACTIONS.find((entry) => entry.pending && entry.status === status)?.action ?? null;
}

/** The student a registration was matched to: the SIS ids and names, kept on the registration. */
export type SelectedStudent = StudentMatch;
