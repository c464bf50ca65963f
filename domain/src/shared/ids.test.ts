import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recordIdField } from './id-fields.ts';
import { isPermalink, isRecordId, isSiteId, isUuid } from './ids.ts';

// The odd ids the fuzzing found reaching Cosmos: path separators, query and fragment marks, blanks, long.
const ODD = ['', ' ', 'a/b', 'a#b', 'a\\b', 'a?b', '..', '%2F', 'a b', 'é', '\u0000', 'x'.repeat(10_000)];

describe('id patterns', () => {
  it('take the ids the platform writes', () => {
    expect(isSiteId('b2ba96878bd049e721fc7c59')).toBe(true);
    expect(isRecordId('b2ba96878bd049e721fc7c59')).toBe(true);
    expect(isRecordId('lelo-session-summer_2027')).toBe(true);
    expect(isRecordId('x'.repeat(100))).toBe(true);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isPermalink('summer-intersession-2027')).toBe(true);
  });

  it.each(ODD)('refuse %j everywhere', (odd) => {
    expect([isSiteId(odd), isRecordId(odd), isUuid(odd), isPermalink(odd)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuse what is one character too long, upper-case site ids and non-strings', () => {
    expect(isRecordId('x'.repeat(101))).toBe(false);
    expect(isPermalink('p'.repeat(81))).toBe(false);
    expect(isSiteId('B2BA96878BD049E721FC7C59')).toBe(false);
    expect(isSiteId('b2ba96878bd049e721fc7c5')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e0')).toBe(false);
    expect(isRecordId(42)).toBe(false);
    expect(isSiteId(null)).toBe(false);
  });

  it('recordIdField answers the blank message for blanks and non-strings, id.invalid otherwise', () => {
    const schema = recordIdField('lelo.siteId.required');
    const messages = (value: unknown) =>
      z.safeParse(schema, value).error?.issues.map((issue) => issue.message);
    expect(z.parse(schema, '  abc_1-2 ')).toBe('abc_1-2');
    expect(messages('   ')).toEqual(['lelo.siteId.required']);
    expect(messages(7)).toEqual(['lelo.siteId.required']);
    expect(messages('a/b')).toEqual(['id.invalid']);
    expect(messages('x'.repeat(101))).toEqual(['id.invalid']);
  });
});
