import { BRAND_SEED } from '@enroll/domain';
import type { ImportKind } from '../../services/import/import-kinds.ts';
import type { SourceRow } from '../../services/import/read-import-file.ts';
import { CHARTER_SEED_ROWS } from './charters-seed.ts';
import { CATALOG_SEED_ROWS } from './lelo-catalog-seed.ts';
import { leloOfferingRows } from './lelo-offerings-seed.ts';
import { leloSessionDocuments } from './lelo-sessions-seed.ts';
import { PROGRAM_TYPE_SEED } from './program-types-seed.ts';
import { SITE_ROWS, seedSiteRow } from './sites-seed.ts';
import { STAFF_PERMISSION_ROWS } from './staff-seed.ts';

/** Rows made in code, each named `seed:<kind>` and numbered from 1 where a file has its line. */
function rowsOf(kind: ImportKind, values: readonly object[]): SourceRow[] {
  return values.map((value, index) => ({ file: `seed:${kind}`, line: index + 1, value: { ...value } }));
}

/**
 * The demo reference data as the import's rows, kind by kind: the seed hands them to the import's
 * core, so the demo data is checked and written exactly as an operator's files are. The session
 * windows and the orientation dates follow `today` (the seed day).
 */
export function seedReferenceRows(today: string): Map<ImportKind, SourceRow[]> {
  return new Map<ImportKind, SourceRow[]>([
    ['brands', rowsOf('brands', BRAND_SEED)],
    ['charters', rowsOf('charters', CHARTER_SEED_ROWS)],
    ['program-types', rowsOf('program-types', PROGRAM_TYPE_SEED)],
    [
      'sites',
      rowsOf(
        'sites',
        SITE_ROWS.map((row, index) => seedSiteRow(row, index, today)),
      ),
    ],
    ['sessions', rowsOf('sessions', leloSessionDocuments(today))],
    ['catalog', rowsOf('catalog', CATALOG_SEED_ROWS)],
    ['course-offerings', rowsOf('course-offerings', leloOfferingRows())],
    ['staff-permissions', rowsOf('staff-permissions', STAFF_PERMISSION_ROWS)],
  ]);
}
