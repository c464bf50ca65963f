import { describe, expect, it } from 'vitest';
import { signerNameMatches } from './signer-name.ts';

const student = { first: 'María José', middle: 'Guadalupe', last: 'de la Cruz McDonald' };
const parent = { first: 'Seán', last: "O'Brien-Vega" };

describe('signerNameMatches', () => {
  it('takes the first and last name, with the middle name in full, as its initial or left out', () => {
    expect(signerNameMatches('María José de la Cruz McDonald', student)).toBe(true);
    expect(signerNameMatches('María José Guadalupe de la Cruz McDonald', student)).toBe(true);
    expect(signerNameMatches('María José G. de la Cruz McDonald', student)).toBe(true);
    expect(signerNameMatches('María José G de la Cruz McDonald', student)).toBe(true);
  });

  it('ignores case, accents, spaces, apostrophes, hyphens and periods', () => {
    expect(signerNameMatches('  maria   jose DE LA CRUZ mcdonald ', student)).toBe(true);
    expect(signerNameMatches('Sean O’Brien Vega', parent)).toBe(true);
    expect(signerNameMatches("SEÁN O'BRIEN-VEGA", parent)).toBe(true);
    expect(signerNameMatches('Sean OBrien Vega', parent)).toBe(true);
  });

  it('takes the names family name first, as Chinese, Vietnamese or Hungarian names are written', () => {
    expect(signerNameMatches('张伟', { first: '伟', last: '张' })).toBe(true);
    expect(signerNameMatches('Nguyễn Văn An', { first: 'An', middle: 'Văn', last: 'Nguyễn' })).toBe(true);
    expect(signerNameMatches('de la Cruz McDonald María José', student)).toBe(true);
  });

  it('refuses another person, a part of the name, a mixed order and another middle name', () => {
    expect(signerNameMatches('Ana López', student)).toBe(false);
    expect(signerNameMatches('María José', student)).toBe(false);
    expect(signerNameMatches('José María de la Cruz McDonald', student)).toBe(false);
    expect(signerNameMatches('Guadalupe María José de la Cruz McDonald', student)).toBe(false);
    expect(signerNameMatches('张伟', { first: '伟', last: '李' })).toBe(false);
    expect(signerNameMatches('María José Teresa de la Cruz McDonald', student)).toBe(false);
    expect(signerNameMatches('María José T. de la Cruz McDonald', student)).toBe(false);
    expect(signerNameMatches('Seán G. O’Brien-Vega', parent)).toBe(false);
  });

  it('refuses everything when the record has no first or last name to compare with', () => {
    expect(signerNameMatches(' ', { first: '', last: '' })).toBe(false);
    expect(signerNameMatches('Smith', { first: '', last: 'Smith' })).toBe(false);
  });

  it('drops control and direction-override characters before comparing, as every typed name does', () => {
    expect(signerNameMatches('Seán\u202E O’Brien-Vega', parent)).toBe(true);
    expect(signerNameMatches('Seán\nO’Brien-Vega', parent)).toBe(true);
  });
});
