import { stringify } from 'csv-stringify/sync';
import { type CsvCells, KIND_DEFINITIONS } from '../../services/import/import-kinds.ts';
import { seedReferenceRows } from './seed-reference-rows.ts';

/** The seed day the example files' session windows and orientation dates are written for. */
export const EXAMPLE_DAY = '2026-12-15';

/** Fields the import stamps on what it writes itself: no column of a file. */
const STAMPED = new Set(['createdAt', 'updatedAt']);

/**
 * One row as a CSV file's cells, by the import's conventions: nested fields as dotted columns, lists
 * of texts `;`-joined, lists of objects as JSON (none: an empty cell), everything else as text.
 */
function cellsOf(value: Record<string, unknown>, cells: CsvCells, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const column = prefix + key;
    if (STAMPED.has(column) || item === undefined) continue;
    if (cells.lists?.includes(column)) out[column] = (item as string[]).join(';');
    else if (cells.json?.includes(column))
      out[column] = (item as unknown[]).length > 0 ? JSON.stringify(item) : '';
    else if (typeof item === 'object' && item !== null && !Array.isArray(item))
      Object.assign(out, cellsOf(item as Record<string, unknown>, cells, `${column}.`));
    else if (Array.isArray(item)) throw new Error(`${column}: a list the import reads from no cell`);
    else out[column] = String(item);
  }
  return out;
}

/**
 * The demo data as the import's files (data/examples/): the program types as JSON, their natural
 * shape, every other kind as CSV with the columns in the order the seed's rows name them.
 */
export function exampleFiles(day: string = EXAMPLE_DAY): { name: string; text: string }[] {
  return [...seedReferenceRows(day)].map(([kind, rows]) => {
    const values = rows.map(({ value }) => value);
    if (kind === 'program-types') {
      const programs = values.map(({ name, brand }) => ({ name, brand }));
      return { name: `${kind}.json`, text: `${JSON.stringify(programs, null, 2)}\n` };
    }
    const records = values.map((value) => cellsOf(value, KIND_DEFINITIONS[kind].cells));
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
    return { name: `${kind}.csv`, text: stringify(records, { header: true, columns }) };
  });
}
