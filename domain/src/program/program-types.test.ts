import { describe, expect, it } from 'vitest';
import { programsForBrand, siteProgramLabel } from './program-types.ts';

const programTypes = [
  { name: 'WIOA', brand: [{ brandName: 'Learn4Life', url: 'https://example.org/wioa' }] },
  { name: 'CTE', brand: [{ brandName: 'learn4life', url: '' }] },
  { name: 'HOPE', brand: [{ brandName: 'Flex High', url: 'https://example.org/hope' }] },
];

describe('programLabel', () => {
  it('names a program in English or Spanish, keeping its code', () => {
    expect(siteProgramLabel('CTE')).toBe('Career Technical Education (CTE)');
    expect(siteProgramLabel('CTE', 'es')).toBe('Educación Técnica Profesional (CTE)');
    expect(siteProgramLabel('CLMI', 'es')).toBe('Beca CLMI (CLMI)');
    expect(siteProgramLabel('WIOA', 'es')).toBe('WIOA');
  });
});

describe('programsForBrand', () => {
  it("lists the brand's programs in order with their links, labelled in the reader's language", () => {
    expect(programsForBrand(programTypes, 'Learn4Life', 'es')).toEqual([
      { name: 'CTE', label: 'Educación Técnica Profesional (CTE)', url: null },
      { name: 'WIOA', label: 'WIOA', url: 'https://example.org/wioa' },
    ]);
    expect(programsForBrand(programTypes, 'Learn4Life')[0]?.label).toBe('Career Technical Education (CTE)');
  });
});
