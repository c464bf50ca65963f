/**
 * The 'Add Special Programs' list: the special-education programs every learning
 * center reports (Section 504 plans, IEPs, English learners) and then the program types of the
 * `programTypes` container (CTE, CLMI …), keyed in lower case. A registration stores each as a
 * tri-state; the key fiveZeroFour reads '504', every other key upper-cased (programLabel).
 */
import { programLabel } from './registration-actions.ts';
import type { SpecialProgram } from './registration-processing.ts';

export const SPECIAL_EDUCATION_PROGRAM_KEYS = ['fiveZeroFour', 'iep', 'ell'] as const;

/** The staff program list for the program types stored (their names), each key once, in order. */
export function specialProgramsOf(programTypes: readonly { name: string }[]): SpecialProgram[] {
  const keys = [
    ...SPECIAL_EDUCATION_PROGRAM_KEYS,
    ...programTypes.map((program) => program.name.toLowerCase()),
  ];
  return [...new Set(keys)].map((key) => ({ key, label: programLabel(key) }));
}

/** The labels of the programs a registration has set to true, in the list's order where known. */
export function chosenProgramLabels(programs: Readonly<Record<string, 'unchecked' | boolean>>): string[] {
  return Object.entries(programs)
    .filter(([, state]) => state === true)
    .map(([key]) => programLabel(key));
}

/**
 * How a program's tri-state reads to staff, on the detail screen, in the Add Special Programs dialog
 * and in the PDF alike: 'Not reviewed' until someone has decided Yes or No.
 */
export function programStateText(state: 'unchecked' | boolean | null | undefined): string {
  if (state === true) return 'Yes';
  return state === false ? 'No' : 'Not reviewed';
}
