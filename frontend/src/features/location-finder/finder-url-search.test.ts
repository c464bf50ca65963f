import { describe, expect, it } from 'vitest';
import { readFinderSearch, withoutFinderSearch, writeFinderSearch } from './finder-url-search.ts';

const read = (search: string) => readFinderSearch(new URLSearchParams(search));
const INVALID = { ok: false, error: 'location.query.invalid' };

describe('readFinderSearch', () => {
  it('finds no search without zip, state or q', () => {
    expect(read('')).toBeNull();
    expect(read('id=abc&lang=es')).toBeNull();
  });

  it('reads a ZIP code, a state by name or code, and a search term', () => {
    expect(read('zip=93534')).toEqual({
      text: '93534',
      result: { ok: true, query: { kind: 'zip', zip: '93534' } },
    });
    expect(read('state=california')).toEqual({
      text: 'california',
      result: { ok: true, query: { kind: 'state', state: 'CA' } },
    });
    expect(read('state=TN')?.result).toEqual({ ok: true, query: { kind: 'state', state: 'TN' } });
    expect(read('q=lancaster')?.result).toEqual({ ok: true, query: { kind: 'text', text: 'LANCASTER' } });
  });

  it.each([
    ['an empty zip', 'zip='],
    ['a four-digit zip', 'zip=9353'],
    ['a state in zip', 'zip=california'],
    ['a ZIP code in state', 'state=93534'],
    ['an unknown state', 'state=Nowhereville'],
    ['punctuation as a term', 'q=!!!'],
    ['a term over 50 characters', `q=${'a'.repeat(51)}`],
  ])('calls %s invalid, keeping the text', (_case, search) => {
    const found = read(search);
    expect(found?.result).toEqual(INVALID);
    expect(found?.text).toBe(new URLSearchParams(search).get(search.split('=')[0] ?? '') ?? '');
  });
});

describe('writeFinderSearch', () => {
  it('replaces the previous search by the new one and keeps other parameters', () => {
    const params = new URLSearchParams('id=abc&zip=93534');
    expect(writeFinderSearch(params, ' california ', { kind: 'state', state: 'CA' }).toString()).toBe(
      'id=abc&state=california',
    );
    expect(writeFinderSearch(params, 'lancaster', { kind: 'text', text: 'LANCASTER' }).toString()).toBe(
      'id=abc&q=lancaster',
    );
    expect(params.toString()).toBe('id=abc&zip=93534');
  });

  it('round-trips through readFinderSearch', () => {
    const written = writeFinderSearch(new URLSearchParams(), '91331', { kind: 'zip', zip: '91331' });
    expect(readFinderSearch(written)?.result).toEqual({ ok: true, query: { kind: 'zip', zip: '91331' } });
  });
});

describe('withoutFinderSearch', () => {
  it('drops every search parameter only', () => {
    expect(withoutFinderSearch(new URLSearchParams('zip=1&state=2&q=3&id=abc')).toString()).toBe('id=abc');
  });
});
