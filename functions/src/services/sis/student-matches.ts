import type { InvocationContext } from '@azure/functions';
import type { CharterScope } from '@enroll/domain';
import {
  catalogError,
  type DomainError,
  type RegistrationRecord,
  type StudentMatch,
  type StudentMatchResponse,
} from '@enroll/domain';
import { findCharter } from '../../data/charters-repository.ts';
import { config } from '../../platform/config.ts';
import { localSisDirectory } from './local-sis-directory.ts';
import { criteriaOf, studentMatches } from './match-rules.ts';
import { type SisDirectory, SisSettingsError } from './sis-directory.ts';
import { sqlSisDirectory } from './sql-sis-directory.ts';

/** The adapter the settings choose (SIS_ADAPTER, platform/config.ts). */
export function sisDirectory(): SisDirectory {
  return config.sis.adapter === 'sql' ? sqlSisDirectory : localSisDirectory;
}

/** 503 'registration.sis.unavailable': the SIS did not answer; staff may try again (never a 500). */
export function sisUnavailable(): DomainError {
  return catalogError('unavailable', 'registration.sis.unavailable');
}

/** The technical facts of a SIS failure: its name and driver code; a driver's message may quote data. */
function failureFields(error: unknown): Record<string, string | number | undefined> {
  if (!(error instanceof Error)) return { errorName: typeof error };
  const { code, number } = error as { code?: unknown; number?: unknown };
  return {
    errorName: error.name,
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(typeof number === 'number' ? { sqlErrorNumber: number } : {}),
    ...(error instanceof SisSettingsError ? { errorMessage: error.message } : {}),
  };
}

/** The charter names a scope covers, as the SIS names charters (trimmed, case-insensitive); null: all. */
async function charterNamesOf(scope: CharterScope): Promise<Set<string> | null> {
  if (scope.all) return null;
  const charters = await Promise.all([...scope.charterIds].map((id) => findCharter(id)));
  return new Set(charters.flatMap((charter) => (charter ? [charter.name.trim().toLowerCase()] : [])));
}

/**
 * The SIS students matching a registration that the caller may see (students of the caller's
 * charters; Super Admin all), and how many others match at other charters.
 */
export async function scopedStudentMatches(
  record: RegistrationRecord,
  scope: CharterScope,
  context?: InvocationContext,
): Promise<StudentMatchResponse> {
  const [matches, names] = await Promise.all([studentMatchesFor(record, context), charterNamesOf(scope)]);
  if (names === null) return { recordset: matches, otherCharterMatches: 0 };
  const recordset = matches.filter((match) => names.has(match.sis_charter.trim().toLowerCase()));
  return { recordset, otherCharterMatches: matches.length - recordset.length };
}

/**
 * The SIS students matching a registration, newest start date first, each with its match_type
 * (match-rules.ts), of every charter (callers scope them: scopedStudentMatches). Throws
 * sisUnavailable() when the SIS cannot be asked, after logging the registration's id and the
 * failure's code (never the criteria).
 */
export async function studentMatchesFor(
  record: RegistrationRecord,
  context?: InvocationContext,
): Promise<StudentMatch[]> {
  const criteria = criteriaOf(record);
  const directory = sisDirectory();
  let rows: Awaited<ReturnType<SisDirectory['candidates']>>;
  try {
    rows = await directory.candidates(criteria);
  } catch (error) {
    const line = JSON.stringify({
      event: 'sis.unavailable',
      registrationId: record.id,
      adapter: directory.name,
      ...failureFields(error),
    });
    if (context) context.error(line);
    else console.error(line);
    throw sisUnavailable();
  }
  return studentMatches(criteria, rows);
}
