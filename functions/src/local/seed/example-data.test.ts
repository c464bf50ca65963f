import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryDocumentStore } from '../../../test-support/memory-document-store.ts';
import { IMPORT_KINDS, KIND_DEFINITIONS } from '../../services/import/import-kinds.ts';
import { formatOutcome, importRows, runImport } from '../../services/import/run-import.ts';
import { EXAMPLE_DAY, exampleFiles } from './example-files.ts';
import { seedReferenceRows } from './seed-reference-rows.ts';
import { seedZipPlace } from './sites-seed.ts';

const EXAMPLES = fileURLToPath(new URL('../../../../data/examples/', import.meta.url));
const NOW = new Date('2026-12-15T16:00:00.000Z');

describe('the demo data', () => {
  it('passes the import checks and writes every kind, a second time nothing', async () => {
    const { store } = memoryDocumentStore();
    const first = await importRows(seedReferenceRows(EXAMPLE_DAY), {
      store,
      zipPlace: seedZipPlace,
      now: NOW,
    });
    if (!first.ok) throw new Error(formatOutcome(first));
    expect(first.kinds.map((kind) => kind.kind)).toEqual([...IMPORT_KINDS]);
    for (const kind of first.kinds) expect(kind.created.length, kind.kind).toBeGreaterThan(0);
    const again = await importRows(seedReferenceRows(EXAMPLE_DAY), { store, zipPlace: seedZipPlace });
    if (!again.ok) throw new Error(formatOutcome(again));
    for (const kind of again.kinds)
      expect([kind.kind, kind.created.length + kind.changed.length]).toEqual([kind.kind, 0]);
  });

  it('is what data/examples/ holds (after a change to the seed: node scripts/write-example-data.mjs)', () => {
    const written = readdirSync(EXAMPLES).sort();
    const files = exampleFiles();
    expect(written).toEqual(files.map((file) => file.name).sort());
    for (const file of files)
      expect(readFileSync(join(EXAMPLES, file.name), 'utf8'), file.name).toBe(file.text);
  });

  it('as files, imports to the same documents as the seed', async () => {
    const files = readdirSync(EXAMPLES)
      .sort()
      .map((name) => ({ path: name, text: readFileSync(join(EXAMPLES, name), 'utf8') }));
    const fromFiles = memoryDocumentStore();
    const fromSeed = memoryDocumentStore();
    const read = await runImport(files, { store: fromFiles.store, zipPlace: seedZipPlace, now: NOW });
    if (!read.ok) throw new Error(formatOutcome(read));
    await importRows(seedReferenceRows(EXAMPLE_DAY), {
      store: fromSeed.store,
      zipPlace: seedZipPlace,
      now: NOW,
    });
    for (const kind of IMPORT_KINDS) {
      const { container } = KIND_DEFINITIONS[kind];
      expect(await fromFiles.store.readAll(container), kind).toEqual(await fromSeed.store.readAll(container));
    }
  });
});
