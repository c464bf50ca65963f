import type { ProgramCode, ProgramType } from '@enroll/domain';

/**
 * The `programTypes` container. Not every brand offers every program; an empty url means the program
 * is shown without a link.
 */
export const PROGRAM_TYPE_SEED: readonly ProgramType[] = [
  {
    id: 'CTE',
    name: 'CTE',
    brand: [
      { brandName: 'Learn4Life', url: 'https://www.learn4life.org/programs/career-technical-education' },
      { brandName: 'Flex High', url: '' },
      { brandName: 'Stanza Academy', url: 'https://www.stanzaacademy.org/cte' },
      { brandName: 'Elev8', url: 'https://www.elev8.org/career-pathways' },
      { brandName: 'Charter Learning Centers', url: 'https://www.charterlearningcenters.org/cte' },
    ],
  },
  {
    id: 'CLMI',
    name: 'CLMI',
    brand: [
      { brandName: 'Learn4Life', url: 'https://www.learn4life.org/programs/clmi-fellowship' },
      { brandName: 'Elev8', url: '' },
    ],
  },
  {
    id: 'WIOA',
    name: 'WIOA',
    brand: [
      { brandName: 'Learn4Life', url: 'https://www.learn4life.org/programs/wioa' },
      { brandName: 'Flex High', url: 'https://www.flexhigh.org/wioa' },
      { brandName: 'Holston', url: 'https://www.holstonacademy.org/workforce' },
    ],
  },
  {
    id: 'HOPE',
    name: 'HOPE',
    brand: [
      { brandName: 'Learn4Life', url: '' },
      { brandName: 'Stanza Academy', url: 'https://www.stanzaacademy.org/hope' },
      { brandName: 'Palm Beach International Academy', url: 'https://www.pbia.org/hope' },
    ],
  },
];

export function programTypeByCode(code: ProgramCode): ProgramType {
  const found = PROGRAM_TYPE_SEED.find((program) => program.name === code);
  if (!found) throw new Error(`Unknown program code in seed data: ${code}`);
  return found;
}
