import { describe, expect, it } from 'vitest';
import { chosenProgramLabels, specialProgramsOf } from './special-programs.ts';

describe('the special program list', () => {
  it('starts with the special-education programs, then the stored program types, each once', () => {
    expect(specialProgramsOf([{ name: 'CTE' }, { name: 'WIOA' }, { name: 'iep' }])).toEqual([
      { key: 'fiveZeroFour', label: '504' },
      { key: 'iep', label: 'IEP' },
      { key: 'ell', label: 'ELL' },
      { key: 'cte', label: 'CTE' },
      { key: 'wioa', label: 'WIOA' },
    ]);
  });

  it('labels only the programs set to true', () => {
    expect(chosenProgramLabels({ fiveZeroFour: true, iep: false, cte: 'unchecked', wioa: true })).toEqual([
      '504',
      'WIOA',
    ]);
  });
});
