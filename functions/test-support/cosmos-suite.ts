/** Tests only: the test Cosmos of one test file, started with its documents and stopped after. */
import { afterAll, beforeAll } from 'vitest';
import type { ContainerName } from '../src/data/containers.ts';
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
