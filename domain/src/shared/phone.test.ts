import { describe, expect, it } from 'vitest';
import { formatPhoneInput, isDisplayablePhone, isKeptPhone, normalizePhone, phoneDigits } from './phone.ts';

describe('formatPhoneInput', () => {
  it.each([
    ['661', '661'],
    ['6615', '661-5'],
    ['6615550134', '661-555-0134'],
    ['(661) 555 0134', '661-555-0134'],
    ['16615550134', '661-555-0134'],
    ['+1 661 555 0134', '661-555-0134'],
    ['661-555-01349999', '661-555-0134'],
    ['abc', ''],
  ])('%s → %s', (raw, formatted) => {
    expect(formatPhoneInput(raw)).toBe(formatted);
  });
  it('never exceeds 12 characters', () => {
    expect(formatPhoneInput('9'.repeat(40)).length).toBe(12);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(661) 555-0134', '661-555-0134'],
    ['+1 661 555 0134', '661-555-0134'],
    ['1-661-555-0134', '661-555-0134'],
    ['661.555.0134', '661-555-0134'],
    ['  6615550134 ', '661-555-0134'],
    ['661-555-0134', '661-555-0134'],
  ])('keeps the number of %s as %s', (raw, normalized) => {
    expect(normalizePhone(raw)).toBe(normalized);
    expect(isKeptPhone(normalizePhone(raw))).toBe(true);
  });

  it.each(['661-555-013', '+52 664 123 4567', '661-555-0134 ext 2', 'call me', ''])(
    'leaves %s for the pattern to refuse',
    (raw) => {
      expect(isKeptPhone(normalizePhone(raw))).toBe(false);
    },
  );

  it('gives what the inputs show once the whole number is typed or pasted', () => {
    for (const raw of ['(661) 555-0134', '+1 661 555 0134', '1-661-555-0134', '661.555.0134'])
      expect(formatPhoneInput(raw)).toBe(normalizePhone(raw));
  });
});

describe('isKeptPhone', () => {
  it('accepts XXX-XXX-XXXX only', () => {
    expect(isKeptPhone('661-555-0134')).toBe(true);
    for (const phone of ['6615550134', '661 555 0134', '661) 555-0134', '661-555-013', '661-5550-134'])
      expect(isKeptPhone(phone)).toBe(false);
  });
});

describe('isDisplayablePhone', () => {
  it('links phones of 7 or more phone characters only', () => {
    expect(isDisplayablePhone('661-555-0134')).toBe(true);
    expect(isDisplayablePhone('555-0134')).toBe(true);
    expect(isDisplayablePhone('TBD')).toBe(false);
    expect(isDisplayablePhone('')).toBe(false);
    expect(isDisplayablePhone('55-01')).toBe(false);
  });
});

describe('phoneDigits', () => {
  it('compares numbers however written, a leading country code 1 dropped', () => {
    expect(phoneDigits('(661) 555-0101')).toBe('6615550101');
    expect(phoneDigits('+1 661 555 0101')).toBe('6615550101');
    expect(phoneDigits('661-555-0101')).toBe(phoneDigits('661.555.0101'));
    expect(phoneDigits('555-0101')).toBe('5550101');
  });
});
