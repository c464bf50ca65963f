/** Tests only: the test Cosmos of one test file, started with its documents and stopped after. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CONTAINERS, type ContainerName } from '../src/data/containers.ts';
import { container } from '../src/data/cosmos-client.ts';
import { startTestCosmos, type TestCosmos } from '../src/local/host/cosmos-test-server.ts';

/** Starts the test Cosmos before the file's tests with `stored` in its containers; stops it after them. */
export function cosmosForSuite(stored: Partial<Record<ContainerName, readonly object[]>> = {}): void {
  let cosmos: TestCosmos | undefined;
  beforeAll(async () => {
    cosmos = await startTestCosmos();
    for (const [name, documents] of Object.entries(stored) as [ContainerName, readonly object[]][]) {
      for (const one of documents) await container(name).items.create(one);
    }
  }, 60_000);
  afterAll(async () => {
    await cosmos?.stop();
  });
}

/** Empties `names` before each test of the file, so each test starts from empty containers. */
export function emptiedBeforeEach(names: readonly ContainerName[]): void {
  beforeEach(async () => {
    for (const name of names) {
      // The field the container's partition key reads ('/charterId' → 'charterId').
      const partitionField = CONTAINERS[name].partitionKey.slice(1);
      const { resources } = await container(name).items.readAll<Record<string, string>>().fetchAll();
      for (const document of resources) {
        await container(name).item(String(document.id), document[partitionField]).delete();
      }
    }
  });
}
