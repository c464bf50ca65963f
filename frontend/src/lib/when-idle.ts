/** How long an idle callback may wait on a page that is never idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the browser is idle (requestIdleCallback; a zero-delay timer where there is
 * none, e.g. Safari), so optional work never competes with what the page is doing for the screen.
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
