import type { ContainerName } from '../../data/containers.ts';
import { container } from '../../data/cosmos-client.ts';
import { brandDocuments } from './brands-seed.ts';
import { CHARTER_SEED } from './charters-seed.ts';
import { PROGRAM_TYPE_SEED } from './program-types-seed.ts';
import { runLimited } from './run-limited.ts';
import { SITE_SEED } from './sites-seed.ts';

const CONCURRENCY = 8;

/**
 * Upserts the demo reference data: brands, charters, program types and learning centers. Ids are
 * deterministic, so running it at every start rewrites the same documents and never duplicates them.
 * The containers must exist (ensureContainers).
 */
export async function seedAll(): Promise<void> {
  const started = Date.now();
  const sets: [ContainerName, readonly { id: string }[]][] = [
    ['brands', brandDocuments()],
    ['charters', CHARTER_SEED],
    ['programTypes', PROGRAM_TYPE_SEED],
    ['sites', SITE_SEED],
  ];
  const tasks = sets.flatMap(([name, documents]) => {
    const target = container(name);
    return documents.map((document) => () => target.items.upsert(document));
  });
  await runLimited(tasks, CONCURRENCY);
  const counts = Object.fromEntries(sets.map(([name, documents]) => [name, documents.length]));
  console.info(JSON.stringify({ event: 'seed.done', ...counts, ms: Date.now() - started }));
}
