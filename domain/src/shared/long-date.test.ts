import { describe, expect, it } from 'vitest';
import { longDate, longDateOfInstant } from './long-date.ts';

describe('a long date', () => {
  it('writes a calendar day out in English and in Spanish', () => {
    expect(longDate('2026-11-20', 'en')).toBe('November 20, 2026');
    expect(longDate('2026-11-20', 'es')).toBe('20 de noviembre de 2026');
  });

  it('leaves anything that is not a day as it is', () => {
    expect(longDate('11/20/2026', 'en')).toBe('11/20/2026');
    expect(longDate('', 'es')).toBe('');
  });

  it('gives an instant as its business day (Los Angeles): a late evening there is still that day', () => {
    expect(longDateOfInstant('2026-11-21T06:30:00.000Z', 'en')).toBe('November 20, 2026');
    expect(longDateOfInstant('2026-11-21T08:30:00.000Z', 'es')).toBe('21 de noviembre de 2026');
    expect(longDateOfInstant('not a date', 'en')).toBe('');
  });
});
