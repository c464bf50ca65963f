// Starts a throw-away Cosmos DB emulator (@vercel/cosmosdb-server, in memory) for job tests: the real
// Cosmos REST API on a free port, with the containers of the app created.
import type { AddressInfo } from 'node:net';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { ensureContainers } from '../../data/cosmos-client.ts';

export interface TestCosmos {
  stop(): Promise<void>;
}

/**
 * Points the app's settings (COSMOS_*) at a fresh emulator and creates every container. Call it
 * before anything reads Cosmos: the client is built on first use with these settings.
 */
export async function startTestCosmos(): Promise<TestCosmos> {
  const server = createHttpsServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.COSMOS_ENDPOINT = `https://127.0.0.1:${port}`;
  process.env.COSMOS_KEY = 'local';
  process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  await ensureContainers();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
