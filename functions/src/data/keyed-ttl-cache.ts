/**
 * A small per-instance cache of keyed lookups that expire after `ttlMs`. Concurrent lookups of one key
 * share one load; a failed load is not kept. Each Functions instance has its own, so a write on one
 * instance reaches the others within `ttlMs` at most.
 */
export function keyedTtlCache<T>(
  load: (key: string) => Promise<T>,
  options: { ttlMs: number; maxEntries: number; now?: () => number },
): { get(key: string): Promise<T>; clear(): void } {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key) {
      const time = now();
      const found = entries.get(key);
      if (found && found.expires > time) return found.value;
      if (found) entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const value = load(key);
      entries.set(key, { value, expires: time + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
