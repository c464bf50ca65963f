import * as z from 'zod/mini';
import { parseIsoDate } from '../shared/birth-date.ts';
import { ACCESS_KINDS, type AccessEntity } from './access-log.ts';
import type { ExportStatus, ExportType } from './export-log-schema.ts';
import { type StaffListPage, staffListQueryFields } from './staff-list.ts';

/**
 * The 'Access and export log' screen (GET /api/access-log): the access log and the export log read
 * as one staff list, newest first, paged by keyset. Admins see what touched their charters' records;
 * Super Admins see all.
 */

/** How the records were seen: the access log's kinds, and 'export' for a file made of them. */
export const ACCESS_LOG_KINDS = [...ACCESS_KINDS, 'export'] as const;
export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];

/** The most lines one Excel export of the log holds (newest first). */
export const ACCESS_LOG_EXPORT_LINES_MAX = 10_000;
/** An e-mail address, or a part of one. */
export const ACCESS_LOG_PERSON_MAX = 254;

/** YYYY-MM-DD, a real calendar day; '' and absent are "no bound". */
const dayField = z.optional(
  z
    .string()
    .check(z.refine((value) => value === '' || parseIsoDate(value) !== null, 'accessLog.date.invalid')),
);

const accessLogFilterFields = {
  /** Part of the staff member's e-mail address, in any case. */
  person: z._default(
    z.string().check(z.trim(), z.maxLength(ACCESS_LOG_PERSON_MAX, 'accessLog.person.max')),
    '',
  ),
  /** A record's id: an interest's, a registration's or a secondary enrollment's. */
  record: z._default(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,100}$/, 'accessLog.record.invalid')),
    '',
  ),
  /** The first business day shown (inclusive). */
  startDate: dayField,
  /** The last business day shown (inclusive). */
  endDate: dayField,
  /** '' or absent: every kind. */
  kind: z._default(z.union([z.enum(ACCESS_LOG_KINDS, 'invalid'), z.literal('')]), ''),
};

interface DateBounds {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function checkOrder(value: DateBounds, ctx: z.core.$RefinementCtx<DateBounds>): void {
  const { startDate = '', endDate = '' } = value;
  if (startDate && endDate && parseIsoDate(startDate) && parseIsoDate(endDate) && startDate > endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'accessLog.dates.order' });
  }
}

/** The screen's filters, as the query string sends them (every one may be left empty); the export's too. */
export const accessLogFiltersSchema = z.object(accessLogFilterFields).check(z.superRefine(checkOrder));
export type AccessLogFilters = z.output<typeof accessLogFiltersSchema>;

/** One page of the list: the filters, the cursor of the page before and the page size (1 to 100, 50). */
export const accessLogQuerySchema = z
  .object({
    ...accessLogFilterFields,
    cursor: staffListQueryFields.cursor,
    pageSize: staffListQueryFields.pageSize,
  })
  .check(z.superRefine(checkOrder));
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

/** One line of the log: one read of a list page or a record, or one export. */
export interface AccessLogLine {
  id: string;
  at: string;
  staffEmail: string;
  kind: AccessLogKind;
  /** The kind of record; null for an export not made of student records (the log's own). */
  entity: AccessEntity | null;
  screen: string;
  /** How many records were seen or exported. */
  recordCount: number;
  /**
   * The records' ids (up to a list page's worth). Left empty for a list export, and for a reader
   * who may not see every charter the line touched.
   */
  recordIds: string[];
  /** An export's file name; null for a read. */
  fileName: string | null;
  /** An export's outcome; null for a read. */
  exportStatus: ExportStatus | null;
  exportType: ExportType | null;
}

export type AccessLogPage = StaffListPage<AccessLogLine>;

/** The kinds of record, as the log names them. */
export const ACCESS_ENTITY_LABELS: Record<AccessEntity, string> = {
  interest: 'Interest',
  registration: 'Registration',
  leloRegistration: 'Secondary enrollment',
};

/** The kinds of line, as the log names them. */
export const ACCESS_LOG_KIND_LABELS: Record<AccessLogKind, string> = {
  list: 'In a list',
  detail: 'Opened',
  signature: 'Signature image',
  agreement: 'Signed agreement',
  export: 'Exported',
};

/**
 * Whether a reader limited to `scopeCharterIds` sees a line's record ids: only when every charter
 * the line touched is theirs ('*', every charter, is not), so another charter's ids never show.
 */
export function accessLineIdsVisible(
  lineCharterIds: readonly string[],
  scopeCharterIds: ReadonlySet<string>,
): boolean {
  return lineCharterIds.length > 0 && lineCharterIds.every((charterId) => scopeCharterIds.has(charterId));
}

/** One line of "who has seen this student's record". */
export type RecordAccess = Pick<AccessLogLine, 'id' | 'at' | 'staffEmail' | 'kind' | 'screen'>;

export interface RecordAccessPage {
  accesses: RecordAccess[];
}
