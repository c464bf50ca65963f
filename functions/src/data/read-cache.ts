/**
 * A short-lived per-instance cache for small, rarely changing reference data (brands, sites,
 * program types). Nothing depends on it for correctness: a miss reads Cosmos again.
 */
export function cachedLoader<T>(
  load: () => Promise<T>,
  ttlMs = 60_000,
): { get(): Promise<T>; clear(): void } {
  let entry: { value: Promise<T>; expires: number } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!entry || entry.expires < now) {
        const value = load();
        entry = { value, expires: now + ttlMs };
        value.catch(() => {
          entry = undefined;
        });
      }
      return entry.value;
    },
    clear() {
      entry = undefined;
    },
  };
}
