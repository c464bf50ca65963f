import { describe, expect, it } from 'vitest';
import { fromYesNoFlags, fromYesNoNotSureFlags, toYesNoFlags, toYesNoNotSureFlags } from './yes-no.ts';

describe('yes/no flags', () => {
  it.each([
    ['yes', { yes: true, no: false }],
    ['no', { yes: false, no: true }],
    ['', { yes: '', no: '' }],
  ] as const)('%j ↔ %j', (answer, flags) => {
    expect(toYesNoFlags(answer)).toEqual(flags);
    expect(fromYesNoFlags(flags)).toBe(answer);
  });
  it('reads missing flags as unanswered', () => {
    expect(fromYesNoFlags(undefined)).toBe('');
    expect(fromYesNoFlags({ yes: false, no: false })).toBe('');
  });
  it('has a not-sure flag for previouslyEnrolled', () => {
    expect(toYesNoNotSureFlags('notSure')).toEqual({ yes: false, no: false, notSure: true });
    expect(toYesNoNotSureFlags('')).toEqual({ yes: '', no: '', notSure: '' });
    expect(fromYesNoNotSureFlags({ yes: false, no: false, notSure: true })).toBe('notSure');
    expect(fromYesNoNotSureFlags(toYesNoNotSureFlags('no'))).toBe('no');
  });
});
