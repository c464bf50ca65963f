/**
 * Wraps a load (typically a dynamic import) so it runs at most once at a time and its result is
 * shared: every call gets the same promise. A failed load is forgotten, so the next call tries again
 * (a phone that lost its network a moment is not stuck with the failure).
 *
 *   const loadSchemas = loadOnce(() => import('./step-schemas.ts'));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
