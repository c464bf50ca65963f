// Starts a throw-away Azurite (blob + queue) for the host's tests: temp directory, free ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './port.ts';

export interface TestAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Azurite's documented development account key (public, emulator only). */
const DEV_ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// Generous: on a loaded two-core machine Azurite has taken more than 20 s to open its port.
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Azurite exited with code ${child.exitCode}`);
    if (await portOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Azurite did not open port ${port} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Azurite's graceful shutdown waits for the SDK's kept-alive sockets; its data is throw-away.
    const kill = setTimeout(() => child.kill('SIGKILL'), 1000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startTestAzurite(): Promise<TestAzurite> {
  const location = await mkdtemp(join(tmpdir(), 'azurite-host-test-'));
  const blobPort = await freePort();
  const queuePort = await freePort();
  const common = ['--location', location, '--silent', '--skipApiVersionCheck', '--loose'];
  const launch = (name: string, args: string[]): ChildProcess =>
    spawn(process.execPath, [realpathSync(join(repoRoot, 'node_modules/.bin', name)), ...args, ...common], {
      stdio: 'ignore',
    });
  const children = [
    launch('azurite-blob', ['--blobHost', '127.0.0.1', '--blobPort', String(blobPort)]),
    launch('azurite-queue', ['--queueHost', '127.0.0.1', '--queuePort', String(queuePort)]),
  ];
  const stop = async (): Promise<void> => {
    await Promise.all(children.map(stopChild));
    await rm(location, { recursive: true, force: true });
  };
  try {
    await Promise.all(children.map((child, index) => waitForPort(index === 0 ? blobPort : queuePort, child)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    connectionString:
      `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${DEV_ACCOUNT_KEY};` +
      `BlobEndpoint=http://127.0.0.1:${blobPort}/devstoreaccount1;QueueEndpoint=http://127.0.0.1:${queuePort}/devstoreaccount1;`,
    stop,
  };
}

/** Polls `check` until it returns true. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
