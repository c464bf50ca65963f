import type { AccessEntity, CharterScope, ExportJobKind } from '@enroll/domain';
import type * as z from 'zod/mini';
import { type ExcelColumn, type ExcelRow, excelStream } from './excel-stream.ts';
import { readAhead } from './read-ahead.ts';

/**
 * Rows read ahead of the writer: the registration list's batch (500 per query), so the next batch's
 * query runs while the writer turns the current one into the file; a few megabytes at most.
 */
export const EXPORT_READ_AHEAD_ROWS = 500;

/**
 * One staff list's Excel export, written by an export job: the list as the screen shows it (its filters,
 * search and sort; every page), from the list's own scoped query, row by row.
 */
export interface ListExcelExport<Filters, Key extends string> {
  /** The export job that writes it. */
  jobKind: ExportJobKind;
  /** The list's filters as the screen sends them (the job stores them and reads them again). */
  filtersSchema: z.core.$ZodType<Filters>;
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
