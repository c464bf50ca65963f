import { app } from '@azure/functions';

/** The local host sets this before it loads the function files; nothing else does. */
export const LOCAL_HOST_FLAG = 'ENROLLMENT_LOCAL_HOST';

/**
 * Every real Functions host (Azure on any plan, Core Tools) needs the `app.*` registrations; only our
 * local host, which serves the recorded list itself, goes without them.
 */
export function insideFunctionsRuntime(): boolean {
  return process.env[LOCAL_HOST_FLAG] !== 'true';
}

const shutdownHooks: (() => Promise<void>)[] = [];

/** Work to finish before the app stops (in Azure the app's terminate hook; locally the host's shutdown). */
export function registerShutdownHook(hook: () => Promise<void>): void {
  shutdownHooks.push(hook);
  if (insideFunctionsRuntime()) app.hook.appTerminate(hook);
}

/** Runs the shutdown hooks (the local host, when it stops). */
export async function runShutdownHooks(): Promise<void> {
  await Promise.allSettled(shutdownHooks.map((hook) => hook()));
}
