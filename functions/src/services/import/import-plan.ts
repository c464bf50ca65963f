import { isDeepStrictEqual } from 'node:util';
import type { ContainerName } from '../../data/containers.ts';
import { container } from '../../data/cosmos-client.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { runLimited } from './run-limited.ts';

/** A document the import writes: an object with an id. */
export interface ImportDocument {
  id: string;
}

/** Where the import reads what is stored and writes what it changes: Cosmos DB, or a test's memory. */
export interface DocumentStore {
  /** Every document of a container, without the fields Cosmos adds. */
  readAll(name: ContainerName): Promise<ImportDocument[]>;
  upsert(name: ContainerName, document: ImportDocument): Promise<void>;
}

/** The app's Cosmos DB account (data/cosmos-client.ts: the emulator's key locally, Entra ID in Azure). */
export const cosmosDocumentStore: DocumentStore = {
  async readAll(name) {
    const { resources } = await container(name).items.query<ImportDocument>('SELECT * FROM c').fetchAll();
    return resources.map(withoutSystemFields);
  },
  async upsert(name, document) {
    await container(name).items.upsert(document);
  },
};

/** What writing a list of documents would do to a container. */
export interface DocumentPlan<T extends ImportDocument = ImportDocument> {
  created: T[];
  changed: T[];
  unchanged: T[];
}

function withoutFields(document: ImportDocument, fields: readonly string[]): unknown {
  const copy: Record<string, unknown> = JSON.parse(JSON.stringify(document));
  for (const field of fields) delete copy[field];
  return copy;
}

/**
 * Sorts documents by what writing them would do: created (no stored document has the id), changed, or
 * unchanged (equal to the stored one, apart from the `stamps` fields, such as update times). The JSON
 * round trip drops undefined properties, as storing the document does. So a second import of the same
 * files, or a restart of the seed on the same day, writes nothing.
 */
export function planDocuments<T extends ImportDocument>(
  stored: readonly ImportDocument[],
  documents: readonly T[],
  stamps: readonly string[] = [],
): DocumentPlan<T> {
  const byId = new Map(stored.map((document) => [document.id, document]));
  const plan: DocumentPlan<T> = { created: [], changed: [], unchanged: [] };
  for (const document of documents) {
    const before = byId.get(document.id);
    if (!before) plan.created.push(document);
    else if (isDeepStrictEqual(withoutFields(before, stamps), withoutFields(document, stamps)))
      plan.unchanged.push(document);
    else plan.changed.push(document);
  }
  return plan;
}

const CONCURRENCY = 8;

/** Writes the created and changed documents of each plan, at most 8 at a time. */
export async function writePlans(
  store: DocumentStore,
  plans: readonly { container: ContainerName; plan: DocumentPlan }[],
): Promise<void> {
  const tasks = plans.flatMap(({ container: name, plan }) =>
    [...plan.created, ...plan.changed].map((document) => () => store.upsert(name, document)),
  );
  await runLimited(tasks, CONCURRENCY);
}
