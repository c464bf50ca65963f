const COSMOS_SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts'] as const;

/** A stored document without the fields Cosmos adds (`_rid`, `_etag`, ...), as the API returns it. */
export function withoutSystemFields<T extends object>(stored: T): T {
  const copy = { ...stored } as Record<string, unknown>;
  for (const field of COSMOS_SYSTEM_FIELDS) delete copy[field];
  return copy as unknown as T;
}

export type WithEtag<T> = T & { _etag: string };

/** A stored document without the fields Cosmos adds but with its ETag, for the next If-Match. */
export function withEtagKept<T extends object>(stored: WithEtag<T>): WithEtag<T> {
  return { ...withoutSystemFields(stored), _etag: stored._etag };
}

/**
 * A write names the version it replaces (If-Match): one that is not the stored version is refused with
 * the record's `conflict()` before anything is written (the conditional write checks it again). No
 * version named (null) checks nothing.
 */
export function assertCurrentVersion(
  stored: { _etag: string },
  etag: string | null,
  conflict: () => Error,
): void {
  if (etag !== null && etag !== stored._etag) throw conflict();
}
