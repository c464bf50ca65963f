/**
 * The student-information system (SIS) as the app sees it: one question, "which students could be
 * this registration's?", answered by an adapter (SQL Server in production, the local SIS on the local
 * stack). Adapters only narrow the candidates; match-rules.ts decides which of them match and how.
 */

/**
 * What a registration is looked up by (the spec's request of /api/sql/student-match), read from the
 * stored registration: names and address as typed, birth date MM/DD/YYYY, phone and e-mail of the
 * student (else of the first parent), the learning center's charter.
 */
export interface SisCriteria {
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  email: string;
  charterName: string;
  /** The street line of the home address. */
  address: string;
}

/**
 * One student row of the SIS (one enrollment of a student at a charter). Dates are YYYY-MM-DD, or ''
 * when the SIS has none (a finish date of a current student); `phone` holds digits only.
 */
export interface SisStudentRow {
  sisCharter: string;
  localId: string;
  districtId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  /** The family's own e-mail address on file. */
  email: string;
  /** The address the school gave the student. */
  schoolEmail: string;
  street: string;
  startDate: string;
  finishDate: string;
  /** The student's page in the SIS ('' when none). */
  url: string;
}

/** An adapter: the SIS rows that share at least a last name, birth date, phone, e-mail or street. */
export interface SisDirectory {
  /** Names the adapter in logs ('sql' or 'local'). */
  readonly name: string;
  candidates(criteria: SisCriteria): Promise<SisStudentRow[]>;
}

/**
 * A SIS setting that cannot work (no server, a view name that is not an identifier). Its message names
 * only the setting, so it may be logged; other SIS errors are logged by name and code only.
 */
export class SisSettingsError extends Error {
  override name = 'SisSettingsError';
}
