import { describe, expect, it } from 'vitest';
import { compileRoute, createRouteTable } from './route-matcher.ts';

describe('compileRoute', () => {
  it('matches literals case-insensitively and returns decoded parameters', () => {
    const route = compileRoute('sites/{id}/programs');
    expect(route.match('Sites/a%20b/PROGRAMS')).toEqual({ id: 'a b' });
    expect(route.match('sites/42/programs/')).toEqual({ id: '42' });
    expect(route.match('sites/42')).toBeUndefined();
    expect(route.match('sites//programs')).toBeUndefined();
    expect(route.match('sites/42/programs/extra')).toBeUndefined();
  });

  it('matches an optional parameter present or absent', () => {
    const route = compileRoute('items/{id?}');
    expect(route.match('items')).toEqual({});
    expect(route.match('items/7')).toEqual({ id: '7' });
    expect(route.match('items/7/8')).toBeUndefined();
  });

  it('gives a catch-all the decoded rest of the path, slashes kept', () => {
    const route = compileRoute('files/{*rest}');
    expect(route.match('files/a/b%20c/d.pdf')).toEqual({ rest: 'a/b c/d.pdf' });
    expect(route.match('files')).toEqual({});
    expect(route.match('other/a')).toBeUndefined();
  });

  it('keeps a malformed escape as it is', () => {
    expect(compileRoute('sites/{id}').match('sites/100%')).toEqual({ id: '100%' });
  });

  it('refuses templates it cannot match like Azure', () => {
    expect(() => compileRoute('sites/{id:int}')).toThrow(/Unsupported/);
    expect(() => compileRoute('files/{*rest}/more')).toThrow(/last/);
    expect(() => compileRoute('items/{id?}/details')).toThrow(/optional/);
    expect(() => compileRoute('a/{id}/{id}')).toThrow(/repeats/);
    expect(() => compileRoute('a//b')).toThrow(/Empty/);
  });
});

describe('createRouteTable', () => {
  const table = createRouteTable(
    [
      'files/{*rest}',
      'sites/{id}',
      'sites/{id?}',
      'sites/search',
      'sites',
      'items/{a}/{b}',
      'items/{a}/x',
    ].map((route) => ({ route, value: route })),
  );
  const first = (path: string) => table.matchAll(path)[0]?.value;

  it('prefers literals over parameters', () => {
    expect(first('sites/search')).toBe('sites/search');
    expect(first('items/1/x')).toBe('items/{a}/x');
    expect(first('items/1/y')).toBe('items/{a}/{b}');
  });

  it('prefers required parameters over optional ones, and fewer segments when equal', () => {
    expect(first('sites/5')).toBe('sites/{id}');
    expect(first('sites')).toBe('sites');
    expect(table.matchAll('sites/5').map((match) => match.value)).toEqual(['sites/{id}', 'sites/{id?}']);
  });

  it('returns the parameters of each match and nothing for unknown paths', () => {
    expect(table.matchAll('files/x/y')).toEqual([
      { value: 'files/{*rest}', template: 'files/{*rest}', params: { rest: 'x/y' } },
    ]);
    expect(table.matchAll('nothing/here')).toEqual([]);
  });

  it('keeps registration order between equally specific routes', () => {
    const tie = createRouteTable([
      { route: 'a/{x}', value: 'first' },
      { route: 'a/{y}', value: 'second' },
    ]);
    expect(tie.matchAll('a/1').map((match) => match.value)).toEqual(['first', 'second']);
  });
});
