import { describe, expect, it } from 'vitest';
import { withSiteParam } from './site-actions.tsx';

describe('withSiteParam', () => {
  it('adds the center to a relative address', () => {
    expect(withSiteParam('/forms/summer-2027', 'abc')).toBe('/forms/summer-2027?site=abc');
  });

  it('keeps the other parameters and the hash, and replaces an older site', () => {
    expect(withSiteParam('/forms/summer?campaign=fall&site=old#top', 'abc')).toBe(
      '/forms/summer?campaign=fall&site=abc#top',
    );
  });

  it('keeps an absolute address absolute', () => {
    expect(withSiteParam('https://enroll.example.org/forms/x?lang=es', 'a b')).toBe(
      'https://enroll.example.org/forms/x?lang=es&site=a+b',
    );
    expect(withSiteParam('//enroll.example.org/forms/x', 'abc')).toBe(
      '//enroll.example.org/forms/x?site=abc',
    );
  });
});
