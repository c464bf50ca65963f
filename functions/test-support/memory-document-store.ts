import type { ContainerName } from '../src/data/containers.ts';
import type { DocumentStore, ImportDocument } from '../src/services/import/import-plan.ts';

/**
 * A DocumentStore in memory, for the import's tests: containers as maps, documents stored as their
 * JSON (as Cosmos keeps them), every write recorded in `writes`.
 */
export function memoryDocumentStore(initial: Partial<Record<ContainerName, ImportDocument[]>> = {}) {
  const data = new Map<ContainerName, Map<string, ImportDocument>>();
  for (const [name, documents] of Object.entries(initial) as [ContainerName, ImportDocument[]][]) {
    data.set(name, new Map(documents.map((document) => [document.id, document])));
  }
  const writes: [ContainerName, ImportDocument][] = [];
  const store: DocumentStore = {
    async readAll(name) {
      return [...(data.get(name)?.values() ?? [])].map((document) => structuredClone(document));
    },
    async upsert(name, document) {
      writes.push([name, document]);
      const documents = data.get(name) ?? new Map<string, ImportDocument>();
      documents.set(document.id, JSON.parse(JSON.stringify(document)));
      data.set(name, documents);
    },
  };
  const stored = <T>(name: ContainerName, id: string) => data.get(name)?.get(id) as T | undefined;
  return { store, writes, stored };
}
