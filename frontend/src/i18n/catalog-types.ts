/**
 * The shape another language's catalog must have: the English catalog's keys, each with a string.
 * Typing a Spanish catalog as `Translation<typeof enX>` makes the compiler refuse a missing or an
 * extra key; the completeness test checks the same at run time, placeholders included.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
