import { basename } from 'node:path';
import type { ContainerName } from '../../data/containers.ts';
import { IMPORT_KINDS, type ImportKind, KIND_DEFINITIONS, kindOfFileName } from './import-kinds.ts';
import {
  type DocumentPlan,
  type DocumentStore,
  type ImportDocument,
  planDocuments,
  writePlans,
} from './import-plan.ts';
import { type ImportIssue, readCsv, readJson, type SourceRow } from './read-import-file.ts';
import { buildDocuments, type KnownData, type ZipPlaceLookup } from './reference-documents.ts';

/** A file to import: its path (for the report) and its text. */
export interface ImportFile {
  path: string;
  text: string;
}

/** What the import did (or, on a dry run, would do) to one kind: the labels of the documents. */
export interface KindOutcome {
  kind: ImportKind;
  container: ContainerName;
  created: string[];
  changed: string[];
  unchanged: string[];
}

export type ImportOutcome =
  | { ok: false; issues: ImportIssue[] }
  | { ok: true; written: boolean; kinds: KindOutcome[] };

export interface ImportOptions {
  store: DocumentStore;
  zipPlace: ZipPlaceLookup;
  dryRun?: boolean;
  now?: Date;
}

/** The rows of every file by kind, and the problems of reading them (a file name of no kind among them). */
export function readImportFiles(files: readonly ImportFile[]): {
  rows: Map<ImportKind, SourceRow[]>;
  issues: ImportIssue[];
} {
  const rows = new Map<ImportKind, SourceRow[]>();
  const issues: ImportIssue[] = [];
  for (const file of files) {
    const kind = kindOfFileName(basename(file.path));
    if (!kind) {
      issues.push({
        file: file.path,
        line: 0,
        field: '(file)',
        message: `The file name must be <kind>.csv or <kind>.json (or <kind>-<anything>), the kind one of: ${IMPORT_KINDS.join(', ')}.`,
      });
      continue;
    }
    const read = file.path.toLowerCase().endsWith('.json')
      ? readJson(file.path, file.text)
      : readCsv(file.path, file.text, KIND_DEFINITIONS[kind].cells);
    issues.push(...read.issues);
    rows.set(kind, [...(rows.get(kind) ?? []), ...read.rows]);
  }
  return { rows, issues };
}

async function storedData(store: DocumentStore): Promise<KnownData> {
  const read = <T>(name: ContainerName) => store.readAll(name) as unknown as Promise<T[]>;
  const [brands, charters, programTypes, sites, sessions, catalog, courses, users] = await Promise.all([
    read<KnownData['brands'][number]>('brands'),
    read<KnownData['charters'][number]>('charters'),
    read<KnownData['programTypes'][number]>('programTypes'),
    read<KnownData['sites'][number]>('sites'),
    read<KnownData['sessions'][number]>('sessions'),
    read<KnownData['catalog'][number]>('catalog'),
    read<KnownData['courses'][number]>('courses'),
    read<KnownData['users'][number]>('users'),
  ]);
  return { brands, charters, programTypes, sites, sessions, catalog, courses, users };
}

const KNOWN_BY_CONTAINER: Partial<Record<ContainerName, keyof KnownData>> = {
  brands: 'brands',
  charters: 'charters',
  programTypes: 'programTypes',
  sites: 'sites',
  sessions: 'sessions',
  catalog: 'catalog',
  courses: 'courses',
  users: 'users',
};

/**
 * Imports reference data: reads the files, checks every row with the domain schemas and what it
 * names, and only when no row of any file has a problem writes the documents that are new or differ
 * from the stored ones (nothing on a dry run). Problems come back all at once, each with its file,
 * line and field.
 */
export async function runImport(
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const { rows, issues } = readImportFiles(files);
  return importRows(rows, options, issues);
}

/**
 * The import's core, for rows read from files or made in code (the local demo seed): check, resolve,
 * plan and, when no row has a problem (`issues` holds those found while reading), write.
 */
export async function importRows(
  rows: ReadonlyMap<ImportKind, readonly SourceRow[]>,
  options: ImportOptions,
  readIssues: readonly ImportIssue[] = [],
): Promise<ImportOutcome> {
  const issues = [...readIssues];
  const stored = await storedData(options.store);
  const context = {
    known: { ...stored },
    issues,
    now: options.now ?? new Date(),
    zipPlace: options.zipPlace,
  };
  const built: { kind: ImportKind; documents: { document: ImportDocument; label: string }[] }[] = [];
  for (const kind of IMPORT_KINDS) {
    const kindRows = rows.get(kind);
    if (kindRows) built.push({ kind, documents: await buildDocuments(kind, kindRows, context) });
  }
  if (issues.length > 0) {
    return { ok: false, issues: [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line) };
  }
  const plans = built.map(({ kind, documents }) => {
    const { container, stamps } = KIND_DEFINITIONS[kind];
    const knownKey = KNOWN_BY_CONTAINER[container];
    const before = (knownKey ? stored[knownKey] : []) as unknown as ImportDocument[];
    const labels = new Map(documents.map(({ document, label }) => [document.id, label]));
    const plan: DocumentPlan = planDocuments(
      before,
      documents.map(({ document }) => document),
      stamps,
    );
    const labelsOf = (list: readonly ImportDocument[]) =>
      list.map((document) => labels.get(document.id) ?? document.id);
    return {
      container,
      plan,
      outcome: {
        kind,
        container,
        created: labelsOf(plan.created),
        changed: labelsOf(plan.changed),
        unchanged: labelsOf(plan.unchanged),
      },
    };
  });
  if (!options.dryRun) await writePlans(options.store, plans);
  return { ok: true, written: !options.dryRun, kinds: plans.map(({ outcome }) => outcome) };
}

/** The report an operator reads: per kind the counts, and the ids or names of what is created or changed. */
export function formatOutcome(outcome: ImportOutcome): string {
  if (!outcome.ok) {
    const lines = outcome.issues.map(
      (issue) => `${issue.file}${issue.line > 0 ? `:${issue.line}` : ''}  ${issue.field}: ${issue.message}`,
    );
    return [`${outcome.issues.length} problem(s); nothing was written:`, ...lines].join('\n');
  }
  const verb = outcome.written ? '' : ' (dry run: nothing written)';
  const lines = [`Import${verb}:`];
  for (const kind of outcome.kinds) {
    lines.push(
      `  ${kind.kind} → ${kind.container}: ${kind.created.length} created, ${kind.changed.length} changed, ${kind.unchanged.length} unchanged`,
    );
    for (const label of kind.created) lines.push(`    + ${label}`);
    for (const label of kind.changed) lines.push(`    ~ ${label}`);
  }
  return lines.join('\n');
}
