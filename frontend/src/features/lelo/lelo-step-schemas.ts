import {
  isSelfAdult,
  type LeloDraft,
  type LeloStepKey,
  leloAgreementStepSchema,
  leloClassesStepSchema,
  leloLocationStepSchema,
  leloMailingAddressStepSchema,
  leloParentStepSchema,
  leloPhysicalAddressStepSchema,
  leloStudentSchema,
  type ValidationMessageKey,
} from '@enroll/domain';
import { signatureInkOfDataUrl } from '../../components/signature-pad/signature-ink.ts';
import { asTypedSchema } from '../../lib/forms/as-typed-schema.ts';
import type { DomainSchema } from '../../lib/forms/domain-resolver.ts';

type Issue = { path: readonly PropertyKey[]; code: string; message: string };

const TOO_SMALL: ValidationMessageKey = 'lelo.signature.tooSmall';

/**
 * The agreement step's schema plus the signature ink rule, which needs the pixels the pad measured
 * (`signatureInkOfDataUrl`): a drawing the pad found too small is refused here with the server's
 * message. The parent's signature counts only when the parent signs (not for 'Self 18+').
 */
const agreementWithInk: DomainSchema<unknown> = {
  safeParse(value: unknown) {
    const result = leloAgreementStepSchema.safeParse(value);
    const values = (value ?? {}) as Record<string, unknown>;
    const signers = isSelfAdult(String(values.pgRelationshipToStudent ?? ''))
      ? ['studentSignature']
      : ['studentSignature', 'parentSignature'];
    const inkIssues: Issue[] = signers
      .filter((field) => {
        const signature = values[field];
        return typeof signature === 'string' && signatureInkOfDataUrl(signature) === 'tooSmall';
      })
      .map((field) => ({ path: [field], code: 'custom', message: TOO_SMALL }));
    if (inkIssues.length === 0) return result;
    const issues = result.success ? [] : result.error.issues;
    return { success: false, error: { issues: [...issues, ...inkIssues] } };
  },
};

/**
 * The domain schema of each step, a chunk of its own with zod: `use-lelo-step-form.ts` loads it when
 * the family is using the page and the browser is idle, or at the first check (the student step
 * checks the birth date against today at parse time).
 */
export const LELO_STEP_SCHEMAS: Record<LeloStepKey, DomainSchema<LeloDraft, LeloDraft>> = {
  location: asTypedSchema(leloLocationStepSchema),
  student: asTypedSchema(leloStudentSchema),
  parent: asTypedSchema(leloParentStepSchema),
  physicalAddress: asTypedSchema(leloPhysicalAddressStepSchema),
  mailingAddress: asTypedSchema(leloMailingAddressStepSchema),
  classes: asTypedSchema(leloClassesStepSchema),
  agreement: asTypedSchema(agreementWithInk),
};
