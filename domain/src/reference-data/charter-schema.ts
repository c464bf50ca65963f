import * as z from 'zod/mini';
import { booleanField, httpsUrlField, referenceKeyField, referenceTextField } from './reference-fields.ts';

/**
 * A charter of the `charters` container as an operator writes it: its key (the id is derived from it),
 * its brand's key, name, abbreviation, website and phone, whether it is active, and optionally the
 * master agreement (HTML) families sign in the secondary enrollment.
 */
export const charterSchema = z.object({
  key: referenceKeyField(),
  brandKey: referenceKeyField(),
  name: referenceTextField(200),
  abbreviation: referenceTextField(100),
  website: httpsUrlField(),
  contactNumber: referenceTextField(100),
  active: booleanField(true),
  masterAgreementDescription: z.optional(
    z.string().check(z.trim(), z.maxLength(50_000, 'reference.agreement.max')),
  ),
});
export type CharterInput = z.input<typeof charterSchema>;
export type CharterRow = z.output<typeof charterSchema>;
