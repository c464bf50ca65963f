import * as z from 'zod/mini';
import { sessionSchema } from '../lelo/session-schema.ts';
import { recordIdField } from '../shared/id-fields.ts';

/**
 * A secondary enrollment session as an operator writes it: the fields of the session setup screen
 * (sessionSchema, the same checks), its permalink, and optionally its id (absent: derived from the
 * permalink).
 */
export const sessionRowSchema = z.intersection(z.object({ id: z.optional(recordIdField()) }), sessionSchema);
export type SessionRowInput = z.input<typeof sessionRowSchema>;
export type SessionRow = z.output<typeof sessionRowSchema>;
