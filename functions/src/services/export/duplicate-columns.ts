import {
  type CharterScope,
  type DuplicateKind,
  type MergedInto,
  mergedIntoText,
  refKey,
} from '@enroll/domain';
import { openSetIdsOf } from '../duplicates/open-duplicates.ts';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';

/** The last two columns of each list's sheet: a record's open duplicate set, and where a merged one went. */
export const DUPLICATE_EXCEL_COLUMNS = [
  { header: 'Duplicate set', key: 'duplicateSet', width: 24 },
  { header: 'Merged into', key: 'mergedInto', width: 28 },
] as const satisfies readonly ExcelColumn[];

type DuplicateKey = (typeof DUPLICATE_EXCEL_COLUMNS)[number]['key'];

/**
 * A sheet's rows with the duplicate columns: 'Duplicate set' is the id of the open set the record is
 * in (records of one set share it, so the sheet can be sorted or filtered by it), 'Merged into' names
 * the record a merged one went into. The open sets of the charters in scope are read once, before the
 * first row. `rowsOf` yields one row per record, in order, as each list's sheet does.
 */
export async function* withDuplicateColumns<
  Entity extends { id: string; mergedInto?: MergedInto },
  Key extends string,
>(
  kind: DuplicateKind,
  scope: CharterScope,
  records: AsyncIterable<Entity>,
  rowsOf: (records: AsyncIterable<Entity>) => AsyncIterable<ExcelRow<Key>>,
): AsyncIterable<ExcelRow<Key | DuplicateKey>> {
  const setIds = await openSetIdsOf(scope);
  const pending: Entity[] = [];
  async function* remembered() {
    for await (const record of records) {
      pending.push(record);
      yield record;
    }
  }
  for await (const row of rowsOf(remembered())) {
    const record = pending.shift();
    yield {
      ...row,
      duplicateSet: record ? (setIds.get(refKey({ kind, id: record.id })) ?? '') : '',
      mergedInto: mergedIntoText(record?.mergedInto),
    };
  }
}
