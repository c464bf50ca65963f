import * as z from 'zod/mini';
import { PROGRAM_ORDER, type ProgramType } from '../program/program-types.ts';
import { optionalHttpsUrlField, referenceTextField } from './reference-fields.ts';

/** A program code: CTE, CLMI, WIOA or HOPE. */
export const programCodeField = () => z.enum(PROGRAM_ORDER, 'reference.program.invalid');

/**
 * A program type of the `programTypes` container (id = its code): the brands that offer it, each
 * with its page about the program ('' = shown without a link).
 */
export const programTypeSchema = z.object({
  name: programCodeField(),
  brand: z.array(z.object({ brandName: referenceTextField(100), url: optionalHttpsUrlField() })),
});
export type ProgramTypeInput = z.input<typeof programTypeSchema>;

export function programTypeOf(row: z.output<typeof programTypeSchema>): ProgramType {
  return { id: row.name, name: row.name, brand: row.brand };
}
