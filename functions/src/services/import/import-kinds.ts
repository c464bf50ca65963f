import type { ContainerName } from '../../data/containers.ts';

/**
 * The kinds of reference data the import reads, in the order they are built: each may name the ones
 * before it (a charter its brand, a site its charter and program types, an offering its session, site
 * and catalog courses, a permission its charters).
 */
export const IMPORT_KINDS = [
  'brands',
  'charters',
  'program-types',
  'sites',
  'sessions',
  'catalog',
  'course-offerings',
  'staff-permissions',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How the text cells of a CSV file become the values of a row (JSON files carry them as they are). */
export interface CsvCells {
  /** Lists of texts written `a;b;c` (an empty cell is an empty list). */
  lists?: readonly string[];
  /** Lists of objects written as JSON in the cell (an empty cell is an empty list). */
  json?: readonly string[];
  /** `true`/`false` (also yes/no, 1/0). */
  booleans?: readonly string[];
  /** Whole numbers. */
  integers?: readonly string[];
}

export interface KindDefinition {
  container: ContainerName;
  cells: CsvCells;
  /** Fields the import stamps on what it writes (creation and update times): not compared. */
  stamps: readonly string[];
}

export const KIND_DEFINITIONS: Readonly<Record<ImportKind, KindDefinition>> = {
  brands: { container: 'brands', cells: { lists: ['hostPatterns'] }, stamps: [] },
  charters: { container: 'charters', cells: { booleans: ['active'] }, stamps: [] },
  'program-types': { container: 'programTypes', cells: { json: ['brand'] }, stamps: [] },
  sites: {
    container: 'sites',
    cells: {
      lists: ['programs', 'interestEmail', 'registrationEmail'],
      json: ['people', 'orientation_dates'],
      booleans: ['enrollmentInfo'],
    },
    stamps: [],
  },
  sessions: { container: 'sessions', cells: {}, stamps: ['createdAt', 'updatedAt'] },
  catalog: { container: 'catalog', cells: { booleans: ['ncaa'] }, stamps: [] },
  'course-offerings': {
    container: 'courses',
    cells: {
      lists: ['highSchoolDetails.courses', 'middleSchoolDetails.courses', 'elementarySchoolDetails.courses'],
    },
    stamps: ['updatedAt'],
  },
  'staff-permissions': {
    container: 'users',
    cells: { lists: ['charters'], integers: ['userLevel'] },
    stamps: ['createdAt', 'updatedAt', 'createdBy', 'updatedBy'],
  },
};

/**
 * The kind a file holds, from its name: `<kind>.csv` or `<kind>.json`, or `<kind>-<anything>` with one
 * of those extensions (`sites-california.csv`). Null for any other name.
 */
export function kindOfFileName(fileName: string): ImportKind | null {
  const match = /^(.+?)\.(csv|json)$/i.exec(fileName);
  if (!match?.[1]) return null;
  const base = match[1].toLowerCase();
  // Longest first, so `course-offerings-x` is not read as a `course` kind (none exists, but the rule holds).
  const kinds = [...IMPORT_KINDS].sort((a, b) => b.length - a.length);
  return kinds.find((kind) => base === kind || base.startsWith(`${kind}-`)) ?? null;
}
