import { describe, expect, it } from 'vitest';
import { safeCell, safeCellText } from './spreadsheet-cell.ts';

describe('safeCellText', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('prefixes %j with a single quote', (input, expected) => {
    expect(safeCellText(input)).toBe(expected);
  });

  it.each(['Maria', 'a=b', '', ' =1 is fine? no: leading space is text', "O'Brien", '555-0100'])(
    'keeps %j',
    (input) => {
      expect(safeCellText(input)).toBe(input);
    },
  );
});

describe('safeCell', () => {
  it('keeps numbers and turns undefined into an empty cell', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(undefined)).toBeNull();
    expect(safeCell('=1')).toBe("'=1");
  });
});
