import { phoneDigits } from '@enroll/domain';
/**
 * The SQL Server statement of the SIS lookup. Every value of the criteria travels as a typed
 * parameter (request.input); the statement text holds only the view's name (an identifier from
 * settings, which SQL cannot take as a parameter, so it is checked and bracketed here) and the
 * column names below.
 */
import { normalizeEmail, usToIsoDate } from './match-rules.ts';
import { type SisCriteria, SisSettingsError } from './sis-directory.ts';

/** The columns the SIS view must have (docs/operations.md "Pointing the app at a real SIS"). */
export const SIS_VIEW_COLUMNS = [
  'charter_name',
  'local_id',
  'district_id',
  'first_name',
  'last_name',
  'birth_date',
  'phone',
  'email',
  'school_email',
  'street',
  'start_date',
  'finish_date',
  'url',
] as const;
export type SisViewColumn = (typeof SIS_VIEW_COLUMNS)[number];

/** At most this many candidate rows per lookup (newest start first); the rules keep the matches. */
export const SIS_CANDIDATE_LIMIT = 100;

export type SqlParameterType = 'nvarchar' | 'date' | 'int';

export interface SqlParameter {
  name: string;
  type: SqlParameterType;
  value: string | number | Date | null;
}

export interface SqlStatement {
  text: string;
  parameters: SqlParameter[];
}

/** One part of a name: a regular identifier, or a bracketed one without brackets inside. */
const IDENTIFIER_PART = /^(?:[A-Za-z_][A-Za-z0-9_@#$]{0,127}|\[[^[\]\p{Cc}]{1,128}\])$/u;

/**
 * A view or table name from settings ('vw_student_match', 'dbo.vw_student_match',
 * '[sis].[dbo].[vw student match]'): one to three parts, each bracketed in the answer. Anything else
 * (quotes, semicolons, comments, spaces outside brackets) throws, so a setting can never add SQL.
 */
export function quoteSqlIdentifier(name: string): string {
  const parts = name.trim().match(/\[[^\]]*\]|[^.]+/g) ?? [];
  const valid =
    parts.length >= 1 &&
    parts.length <= 3 &&
    parts.join('.') === name.trim() &&
    parts.every((part) => IDENTIFIER_PART.test(part));
  if (!valid) {
    throw new SisSettingsError(
      'SIS_SQL_VIEW is not a SQL Server object name such as [dbo].[vw_student_match].',
    );
  }
  return parts.map((part) => (part.startsWith('[') ? part : `[${part}]`)).join('.');
}

/** 'YYYY-MM-DD' as the UTC midnight mssql sends as a `date` (it writes dates in UTC by default). */
function utcDate(iso: string): Date | null {
  return iso ? new Date(`${iso}T00:00:00.000Z`) : null;
}

/**
 * The candidate rows: the same last name, birth date, phone (digits), e-mail (home or school) or
 * street, compared by SQL Server (its collation decides case). An empty criterion matches nothing.
 */
export function candidateStatement(view: string, criteria: SisCriteria): SqlStatement {
  const columns = SIS_VIEW_COLUMNS.map((column) => `[${column}]`).join(', ');
  const text = [
    `SELECT TOP (@limit) ${columns}`,
    `FROM ${quoteSqlIdentifier(view)}`,
    "WHERE (@lastName <> N'' AND [last_name] = @lastName)",
    '   OR [birth_date] = @birthDate',
    "   OR (@phone <> N'' AND [phone] = @phone)",
    "   OR (@email <> N'' AND ([email] = @email OR [school_email] = @email))",
    "   OR (@street <> N'' AND [street] = @street)",
    'ORDER BY [start_date] DESC, [local_id]',
  ].join('\n');
  return {
    text,
    parameters: [
      { name: 'limit', type: 'int', value: SIS_CANDIDATE_LIMIT },
      { name: 'lastName', type: 'nvarchar', value: criteria.lastName.trim() },
      { name: 'birthDate', type: 'date', value: utcDate(usToIsoDate(criteria.birthDate)) },
      { name: 'phone', type: 'nvarchar', value: phoneDigits(criteria.phone) },
      { name: 'email', type: 'nvarchar', value: normalizeEmail(criteria.email) },
      { name: 'street', type: 'nvarchar', value: criteria.address.trim() },
    ],
  };
}
