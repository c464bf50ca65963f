import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type CellValue, safeCell } from './spreadsheet-cell.ts';

export interface ExcelColumn<Key extends string = string> {
  header: string;
  key: Key;
  /** In characters, as Excel counts them; 18 when absent. */
  width?: number;
}

export type ExcelRow<Key extends string = string> = Record<Key, CellValue>;

export interface ExcelSheetInput<Key extends string = string> {
  sheetName: string;
  columns: readonly ExcelColumn<Key>[];
  rows: AsyncIterable<ExcelRow<Key>>;
}

export interface ExcelStream {
  /** The .xlsx file's bytes as they are written. */
  stream: Readable;
  /** Rows written so far (all of them once `stream` has ended). */
  rowsWritten(): number;
}

const DEFAULT_WIDTH = 18;

/** Resolves when `stream` can take more, or is gone (a reader that went away never drains). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** The part of a (readable-stream v2) writable the writer looks at: its buffer state and 'drain'. */
interface BufferedWritable {
  _writableState: { needDrain: boolean };
  once(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}

function isBufferedWritable(value: unknown): value is BufferedWritable {
  if (typeof value !== 'object' || value === null) return false;
  const state: unknown = Reflect.get(value, '_writableState');
  return typeof state === 'object' && state !== null && typeof Reflect.get(state, 'needDrain') === 'boolean';
}

/**
 * The input of the sheet's zip entry (archiver's PassThrough, from its own readable-stream v2).
 * exceljs' worksheet stream hands every committed row to it without looking at its backpressure, so
 * when deflate is slower than the rows come (it is, for wide rows) the uncompressed XML piles up there:
 * about 10 MB per 1,000 rows of 150 columns. The writer waits on it as on the response. exceljs does not
 * expose it: found by shape (the worksheet's `stream.pipes`); null when a later exceljs changes that,
 * and then only the response is waited on (excel-stream.test.ts fails first).
 */
export function zipEntryInput(sheet: object): BufferedWritable | null {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const pipes: unknown = typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'pipes') : null;
  const first: unknown = Array.isArray(pipes) ? pipes[0] : null;
  return isBufferedWritable(first) ? first : null;
}

/** Resolves once the zip entry's input has room again (or is closed). */
function entryDrained(entry: BufferedWritable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      entry.off('drain', done);
      entry.off('close', done);
      resolve();
    };
    entry.once('drain', done);
    entry.once('close', done);
  });
}

/**
 * One sheet written with exceljs' streaming writer: every row is committed (turned into XML and handed
 * to the zip) as it arrives, so memory stays flat however many rows there are, and the writer waits
 * while the reader of `stream` is behind (backpressure). Every text cell goes through safeCell
 * (formula injection). An error (the query, the writer) destroys `stream` with it.
 */
export function excelStream<Key extends string>(input: ExcelSheetInput<Key>): ExcelStream {
  const output = new PassThrough();
  let written = 0;

  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(input.sheetName);
    sheet.columns = input.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? DEFAULT_WIDTH,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const entryInput = zipEntryInput(sheet);
    // Data cells have no style of their own. exceljs gives each cell a new empty style object and
    // looks every one up by rendering it (a quarter of a 150-column row's time); one shared object is
    // looked up once (its cache is by object), and the file is the same (style 0). This holds because
    // a cell is text, a number or empty (CellValue): a Date would need its own number format.
    const plainStyle: Partial<ExcelJS.Style> = {};
    for await (const row of input.rows) {
      if (output.destroyed) return;
      const cells: Record<string, CellValue> = {};
      for (const column of input.columns) cells[column.key] = safeCell(row[column.key]);
      const added = sheet.addRow(cells);
      added.eachCell({ includeEmpty: true }, (cell) => {
        cell.style = plainStyle;
      });
      added.commit();
      written += 1;
      // Deflate or the reader (the HTTP response) is behind: wait instead of piling the file up in memory.
      if (entryInput?._writableState.needDrain) await entryDrained(entryInput);
      if (output.writableNeedDrain) await drained(output);
    }
    sheet.commit();
    await workbook.commit();
  };

  write().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream: output, rowsWritten: () => written };
}
