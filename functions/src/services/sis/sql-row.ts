import { usToIsoDate } from './match-rules.ts';
import type { SisStudentRow } from './sis-directory.ts';
import type { SisViewColumn } from './sql-statement.ts';

/** A row as mssql answers it: column name to value (string, number, Date for date columns, or null). */
export type SqlRecord = Partial<Record<SisViewColumn, unknown>>;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * A date column as YYYY-MM-DD: a `date` arrives as a Date at UTC midnight (mssql reads in UTC by
 * default); a text column may hold 'YYYY-MM-DD…' or 'MM/DD/YYYY'. Anything else is ''.
 */
function isoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  const raw = text(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  return usToIsoDate(raw);
}

/** One row of the SIS view as the rules read it. */
export function rowFromRecord(record: SqlRecord): SisStudentRow {
  return {
    sisCharter: text(record.charter_name),
    localId: text(record.local_id),
    districtId: text(record.district_id),
    firstName: text(record.first_name),
    lastName: text(record.last_name),
    birthDate: isoDate(record.birth_date),
    phone: text(record.phone),
    email: text(record.email),
    schoolEmail: text(record.school_email),
    street: text(record.street),
    startDate: isoDate(record.start_date),
    finishDate: isoDate(record.finish_date),
    url: text(record.url),
  };
}
