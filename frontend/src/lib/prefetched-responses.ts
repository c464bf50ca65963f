/**
 * Answers a prerendered page asked for before its scripts loaded (prerender/prefetch-script.ts): the
 * page's HTML starts the GETs its first screen needs, so the data arrives while the code downloads
 * instead of after it. Each is taken once, by the first apiFetch of the same path; later ones fetch.
 */
export const PREFETCH_GLOBAL = '__enrollPrefetched';

type Prefetched = Record<string, Promise<Response | null> | undefined>;

/** The response the page's HTML already asked for at `path` (GET), or undefined. */
export function takePrefetched(path: string): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const prefetched = (window as unknown as Record<string, Prefetched | undefined>)[PREFETCH_GLOBAL];
  const answer = prefetched?.[path];
  if (answer && prefetched) delete prefetched[path];
  return answer;
}
