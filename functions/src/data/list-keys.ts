/**
 * The pieces every staff list's keys are made of (interest-list-keys.ts says why the lists keep
 * lowercase copies): a text lowercased and trimmed, the search text of several fields, and the
 * `listKeys` a stored document carries but the API never answers with.
 */

/** A field's text lowercased and trimmed; '' for an absent field or one that is not text. */
export function lowerKey(text: unknown): string {
  return (typeof text === 'string' ? text : '').trim().toLowerCase();
}

/** The search key: the fields' lowercase texts, the empty ones left out, joined with spaces. */
export function searchKeyOf(fields: readonly unknown[]): string {
  return fields
    .map(lowerKey)
    .filter((part) => part !== '')
    .join(' ');
}

/** The document to store: the keys are computed afresh, a stale `listKeys` of the input replaced. */
export function withListKeys<T extends object, K>(record: T, keysOf: (fields: T) => K): T & { listKeys: K } {
  const fields = withoutListKeys<T>(record);
  return { ...fields, listKeys: keysOf(fields) };
}

/** The record without its list keys, as the API answers it. */
export function withoutListKeys<T extends object>(stored: T & { listKeys?: unknown }): T {
  const { listKeys: _listKeys, ...record } = stored;
  // Only `listKeys` is gone, and T is the record as it is without them.
  return record as T;
}
