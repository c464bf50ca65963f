import type { InvocationContext } from '@azure/functions';
import {
  type AccessEntity,
  businessToday,
  type CharterScope,
  catalogError,
  charterScopeOf,
  type ExportJobKind,
} from '@enroll/domain';
import type * as z from 'zod/mini';
import type { DownloadFile } from '../../platform/file-response.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { type ExcelColumn, type ExcelRow, excelStream } from './excel-stream.ts';
import { readAhead } from './read-ahead.ts';
import { CONTENT_TYPES, recordExport, recordedExport, scopeSubject } from './recorded-export.ts';

/**
 * Rows read ahead of the writer: the registration list's batch (500 per query), so the next batch's
 * query runs while the writer turns the current one into the file; a few megabytes at most.
 */
export const EXPORT_READ_AHEAD_ROWS = 500;

/** One staff list's Excel export: its filters, its scoped query and its sheet. */
export interface ListExcelExport<Filters, Key extends string> {
  /** How many records the filters and scope match (the list's own count query). */
  count(filters: Filters, scope: CharterScope, today: string): Promise<number>;
  /** Every matching record in the list's order, already turned into sheet rows. */
  rows(filters: Filters, scope: CharterScope, today: string): AsyncIterable<ExcelRow<Key>>;
  fileName: string;
  /** The screen the export log names. */
  screen: string;
  /** The kind of record exported (null when not student records). */
  entity: AccessEntity | null;
  sheetName: string;
  columns: readonly ExcelColumn<Key>[];
}

/** A staff list's Excel export that can also run as an export job. */
export interface StaffListExcelExport<Filters, Key extends string> extends ListExcelExport<Filters, Key> {
  /** The export job that writes it in the background. */
  jobKind: ExportJobKind;
  /** The list's filters as the screen sends them (an export job stores them and reads them again). */
  filtersSchema: z.core.$ZodType<Filters>;
}

/** The list's sheet, streamed: its rows read ahead of the writer (EXPORT_READ_AHEAD_ROWS). */
export function listExcelStream<Filters, Key extends string>(
  definition: Pick<ListExcelExport<Filters, Key>, 'rows' | 'sheetName' | 'columns'>,
  filters: Filters,
  scope: CharterScope,
  today: string,
) {
  return excelStream({
    sheetName: definition.sheetName,
    columns: definition.columns,
    rows: readAhead(definition.rows(filters, scope, today), EXPORT_READ_AHEAD_ROWS),
  });
}

/**
 * A staff list's Excel export (POST /api/{list}/export) by `staff`, with the list's filters (its view
 * toggle, search and sort): the list as the screen shows it (every page), from the list's own scoped
 * query, streamed row by row. Nothing matches: 404 'export.empty' and nothing is recorded (the spec:
 * "nothing is done"). The export is recorded in exportLog when the file has been sent ('success') or
 * has failed ('failed', 0 records), including a count query that fails.
 */
export async function listExcelExport<Filters, Key extends string>(
  staff: StaffIdentity,
  context: InvocationContext,
  filters: Filters,
  definition: ListExcelExport<Filters, Key>,
): Promise<DownloadFile> {
  {
    const scope = charterScopeOf(staff);
    const logFields = {
      fileName: definition.fileName,
      screen: definition.screen,
      exportType: 'excel',
      subject: scopeSubject(definition.entity, scope),
    } as const;
    const today = businessToday();
    let count: number;
    try {
      count = await definition.count(filters, scope, today);
    } catch (error) {
      await recordExport(staff, context, logFields, 'failed', 0);
      throw error;
    }
    if (count === 0) {
      throw catalogError('notFound', 'export.empty');
    }
    const excel = listExcelStream(definition, filters, scope, today);
    return recordedExport({
      ...logFields,
      staff,
      context,
      body: excel.stream,
      contentType: CONTENT_TYPES.excel,
      recordCount: count,
      writtenCount: excel.rowsWritten,
    });
  }
}
