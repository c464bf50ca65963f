import { CsvError, type InfoRecord, parse } from 'csv-parse/sync';
import type { CsvCells } from './import-kinds.ts';

/** One problem of an import: where (file and line, 1 = the CSV header), which field, and why. */
export interface ImportIssue {
  file: string;
  line: number;
  field: string;
  message: string;
}

/** A row as read from a file: its values (nested by the dotted column names) and where it is. */
export interface SourceRow {
  file: string;
  line: number;
  value: Record<string, unknown>;
}

export interface ReadFile {
  rows: SourceRow[];
  issues: ImportIssue[];
}

const JSON_CELL_MESSAGE =
  'This cell must hold JSON, like [{"date":"2027-01-06","start_time":"10:00AM","end_time":"11:30AM"}].';

/** Sets `path` (`colors.primary`) in a row, making the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object' && next !== null && !Array.isArray(next))
      node = next as Record<string, unknown>;
    else {
      const made: Record<string, unknown> = {};
      node[part] = made;
      node = made;
    }
  }
  node[parts[parts.length - 1] ?? path] = value;
}

const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/**
 * A CSV cell's value: lists split on `;`, JSON cells parsed, booleans and whole numbers read. A cell
 * that cannot be read stays text, so the schema reports the field (bad JSON is reported here).
 */
function cellValue(column: string, text: string, cells: CsvCells): { value: unknown } | { error: string } {
  if (cells.lists?.includes(column)) {
    return {
      value: text
        .split(';')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    };
  }
  if (cells.json?.includes(column)) {
    if (text === '') return { value: [] };
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { error: JSON_CELL_MESSAGE };
    }
  }
  const lower = text.toLowerCase();
  if (cells.booleans?.includes(column) && (TRUE.has(lower) || FALSE.has(lower)))
    return { value: TRUE.has(lower) };
  if (cells.integers?.includes(column) && /^-?\d+$/.test(text)) return { value: Number(text) };
  return { value: text };
}

/**
 * Reads a CSV file (first line: the column names, `colors.primary` for a nested field) with
 * csv-parse: quoted cells may hold commas, quotes ("") and line breaks. Empty cells are left out, so
 * the schema's default applies, except list and JSON cells, which are empty lists.
 */
export function readCsv(file: string, text: string, cells: CsvCells): ReadFile {
  let records: { record: Record<string, string>; info: InfoRecord }[];
  try {
    records = parse<{ record: Record<string, string>; info: InfoRecord }>(text, {
      columns: true,
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      return { rows: [], issues: [{ file, line, field: '(file)', message: error.message }] };
    }
    throw error;
  }
  const rows: SourceRow[] = [];
  const issues: ImportIssue[] = [];
  for (const { record, info } of records) {
    const value: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(record)) {
      const listLike = cells.lists?.includes(column) || cells.json?.includes(column);
      if (cell === '' && !listLike) continue;
      const read = cellValue(column, cell, cells);
      if ('error' in read) issues.push({ file, line: info.lines, field: column, message: read.error });
      else setPath(value, column, read.value);
    }
    rows.push({ file, line: info.lines, value });
  }
  return { rows, issues };
}

/**
 * The line each element of a top-level JSON array starts on: a scan that skips strings, so braces
 * and brackets inside texts do not count.
 */
export function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') continue;
    if (depth === 1 && expectElement && char !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

/** Reads a JSON file: an array of rows in the natural shape (lists as arrays, nested objects as objects). */
export function readJson(file: string, text: string): ReadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { rows: [], issues: [{ file, line: 0, field: '(file)', message: (error as Error).message }] };
  }
  if (!Array.isArray(parsed)) {
    return {
      rows: [],
      issues: [{ file, line: 1, field: '(file)', message: 'The file must hold a JSON array of rows.' }],
    };
  }
  const lines = arrayElementLines(text);
  const rows: SourceRow[] = [];
  const issues: ImportIssue[] = [];
  parsed.forEach((value: unknown, index) => {
    const line = lines[index] ?? 0;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      rows.push({ file, line, value: value as Record<string, unknown> });
    else issues.push({ file, line, field: '(row)', message: 'Each row must be a JSON object.' });
  });
  return { rows, issues };
}
