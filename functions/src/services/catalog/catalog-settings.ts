/**
 * The settings of the course catalog (a separate configuration service; docs/operations.md "Pointing the
 * app at a real course catalog"). Kept beside the catalog service rather than in platform/config.ts:
 * nothing else reads them.
 *
 * - CATALOG_ADAPTER: 'http' (the configuration service) or 'local' (the Cosmos `catalog` container and
 *   the charters' master agreements, seeded on the local stack). Unset: 'http' once
 *   CATALOG_SERVICE_URL is given, else 'local'.
 * - CATALOG_SERVICE_URL: the service's base address (e.g. https://config.example.org); the adapter
 *   appends /api/v1/config/<name>.
 * - CATALOG_SERVICE_KEY: its function key, sent as the `x-functions-key` header.
 * - CATALOG_SERVICE_TIMEOUT_MS: how long one call may take before the API answers 503 (default 5000).
 * - CATALOG_CACHE_SECONDS: how long an instance keeps a catalog or options answer of the service
 *   (default 300; 0 turns it off). The master agreement is never kept (its hash is the signing evidence).
 */
export interface CatalogSettings {
  adapter: 'local' | 'http';
  url: string;
  key: string;
  timeoutMs: number;
  cacheSeconds: number;
}

function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function catalogSettings(env: NodeJS.ProcessEnv = process.env): CatalogSettings {
  const url = (env.CATALOG_SERVICE_URL ?? '').trim().replace(/\/+$/, '');
  const chosen = (env.CATALOG_ADAPTER ?? '').trim().toLowerCase();
  const adapter: CatalogSettings['adapter'] =
    chosen === 'http' || chosen === 'local' ? chosen : url ? 'http' : 'local';
  const timeoutMs = wholeNumber(env.CATALOG_SERVICE_TIMEOUT_MS, 5000);
  return {
    adapter,
    url,
    key: (env.CATALOG_SERVICE_KEY ?? '').trim(),
    timeoutMs: timeoutMs > 0 ? timeoutMs : 5000,
    cacheSeconds: wholeNumber(env.CATALOG_CACHE_SECONDS, 300),
  };
}
