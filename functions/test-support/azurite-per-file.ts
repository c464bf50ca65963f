import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestAzurite, type TestAzurite } from '../src/local/host/azurite-test-server.ts';

/** A part of the local host a test starts on Azurite (blob watchers, queue pollers). */
interface Stoppable {
  stop(): Promise<void>;
}

/** One throw-away Azurite of a test file, and the host part the running test started on it. */
export interface AzuriteOfFile<Part extends Stoppable> {
  /** The running Azurite's connection string (from the file's first `beforeAll` on). */
  connectionString(): string;
  /** Keeps the part a test started, to stop it when the test ends. */
  started(part: Part): Part;
  /** Stops the part the test started while the test still runs (what the test checks next). */
  stopStarted(): Promise<void>;
}

/**
 * Starts one Azurite before the file's tests and stops it after them; the part each test starts on
 * it is stopped after that test, so a failing test leaves nothing polling into the next one.
 */
export function azuriteOfFile<Part extends Stoppable>(): AzuriteOfFile<Part> {
  let azurite: TestAzurite | undefined;
  let running: Part | undefined;
  const stopStarted = async () => {
    const part = running;
    running = undefined;
    await part?.stop();
  };
  beforeAll(async () => {
    azurite = await startTestAzurite();
  }, 30_000);
  afterEach(stopStarted);
  afterAll(async () => {
    await azurite?.stop();
  });
  return {
    connectionString() {
      if (!azurite) throw new Error('Azurite is not started yet');
      return azurite.connectionString;
    },
    started(part) {
      running = part;
      return part;
    },
    stopStarted,
  };
}
