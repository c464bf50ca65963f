import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_GLOBAL } from '../lib/prefetched-responses.ts';
import { prefetchScript } from './prefetch-script.ts';
import { variantScript } from './variant-script.ts';

/** Runs an inline script with its own address, storage and browser languages (the globals it reads). */
function run(
  script: string,
  { url, saved = null, languages = ['en-US'] }: { url: string; saved?: string | null; languages?: string[] },
) {
  const location = new URL(url);
  const localStorage = {
    getItem: (key: string) => (key === 'enroll.language' ? saved : null),
  };
  const navigator = { languages, language: languages[0] };
  new Function('location', 'localStorage', 'navigator', script)(location, localStorage, navigator);
}

const templates = (...ids: string[]) =>
  ids.map((id) => `<template id="prerendered-${id}" data-prerendered><p>${id}</p></template>`).join('');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

describe("the prerendered page's variant script", () => {
  it("adopts the host brand's markup in the address's language, inert until hydrated", () => {
    document.body.innerHTML = `<div id="root"></div>${templates('learn4life-en', 'holston-es')}`;
    run(variantScript(), { url: 'https://enroll.holstonacademy.org/register?site=1&lang=es' });
    const root = document.getElementById('root') as HTMLElement;
    expect(root.textContent).toBe('holston-es');
    expect(root.getAttribute('data-prerendered')).toBe('holston-es');
    expect(root.inert).toBe(true);
    expect(document.documentElement.lang).toBe('es');
  });

  it('reads the language as the app does: the saved choice, then the browser; unknown hosts are Learn4Life', () => {
    document.body.innerHTML = `<div id="root"></div>${templates('learn4life-en', 'learn4life-es')}`;
    run(variantScript(), { url: 'https://example.org/', saved: 'es' });
    expect(document.getElementById('root')?.textContent).toBe('learn4life-es');

    document.body.innerHTML = `<div id="root"></div>${templates('learn4life-en', 'learn4life-es')}`;
    run(variantScript(), { url: 'http://localhost:4280/', languages: ['fr-FR', 'es-MX', 'en'] });
    expect(document.getElementById('root')?.textContent).toBe('learn4life-es');
  });

  it('leaves #root empty and usable when the page has no markup for the pair', () => {
    document.body.innerHTML = `<div id="root"></div>${templates('learn4life-en')}`;
    run(variantScript(), { url: 'https://flexhigh.org/?lang=es' });
    const root = document.getElementById('root') as HTMLElement;
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.inert).toBeFalsy();
  });
});

describe("the prerendered page's data requests", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
    vi.unstubAllGlobals();
  });

  it('asks for the paths the fetchers use, encoded as they encode them, and skips a missing value', () => {
    const fetchSpy = vi.fn(async (_path: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    const script = prefetchScript([
      { path: '/api/sites/', query: 'site' },
      { path: '/api/brands' },
      { path: '/api/sessions/', segment: 2 },
      { path: '/api/other/', query: 'missing' },
    ]);
    run(script, { url: 'https://learn4life.org/forms/summer%20term?site=a%2Fb' });
    expect(fetchSpy.mock.calls.map(([path]) => path)).toEqual([
      '/api/sites/a%2Fb',
      '/api/brands',
      '/api/sessions/summer%20term',
    ]);
    const answers = (window as unknown as Record<string, Record<string, unknown>>)[PREFETCH_GLOBAL];
    expect(Object.keys(answers ?? {})).toEqual([
      '/api/sites/a%2Fb',
      '/api/brands',
      '/api/sessions/summer%20term',
    ]);
  });
});
