interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the main thread, so what comes after it is not part of the current one:
 * a phone can paint and answer a tap in between. `scheduler.yield()` where the browser has it (it
 * resumes ahead of other queued work), a zero-delay timer elsewhere (Safari, Firefox).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
