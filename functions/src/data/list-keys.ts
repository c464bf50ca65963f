/**
 * The pieces every staff list's keys are made of (interest-list-keys.ts says why the lists keep
 * lowercase copies): a text lowercased and trimmed, the search text of several fields, the keys every
 * student list shares, and the `listKeys` a stored document carries but the API never answers with.
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

/**
 * The keys every student list (interests, registrations, secondary enrollments) searches and sorts on,
 * each always a string: a document without its ORDER BY field drops out of an ordered query.
 */
export interface StudentListKeys {
  /** The list's search fields, lowercase: what the search box matches. */
  search: string;
  /** The student's name as the list sorts it, lowercase. */
  studentName: string;
  /** The learning center's name, lowercase. */
  learningCenter: string;
  /** The student's (or family's) e-mail, lowercase. */
  email: string;
  phone: string;
  status: string;
  /** The stored ISO instant: the default order. */
  createdAt: string;
}

/** What a record gives the keys every student list shares. */
export interface StudentListFields {
  /** The fields the search box matches, in order. */
  search: readonly unknown[];
  /** The name's two parts in the order the list sorts by ('last first' or 'first last'). */
  name: readonly [unknown, unknown];
  learningCenter: unknown;
  email: unknown;
  phone: string | null | undefined;
  status: string | null | undefined;
  createdAt: string | null | undefined;
}

export function studentListKeysOf(fields: StudentListFields): StudentListKeys {
  const [first, second] = fields.name;
  return {
    search: searchKeyOf(fields.search),
    studentName: `${lowerKey(first)} ${lowerKey(second)}`.trim(),
    learningCenter: lowerKey(fields.learningCenter),
    email: lowerKey(fields.email),
    phone: (fields.phone ?? '').trim(),
    status: fields.status ?? '',
    createdAt: fields.createdAt ?? '',
  };
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
