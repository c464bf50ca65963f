/**
 * One zod/mini schema per wizard step and variant. Each takes the WHOLE draft (missing fields become
 * '') and checks only that step's fields, so the wizard validates its one draft step by step and the
 * server composes the same rules. Messages are keys of the English catalog.
 */
import * as z from 'zod/mini';
import type { RegistrationVariant } from '../brand/brands.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { registrationDraftSchema } from './registration-draft-schema.ts';
import type { RegistrationStepKey } from './registration-steps.ts';
import { type RegistrationIssue, registrationStepIssues } from './step-rules.ts';

export function addRegistrationIssues(
  ctx: z.core.$RefinementCtx<unknown>,
  issues: readonly Pick<RegistrationIssue, 'message'>[] & readonly { field: string }[],
): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/**
 * A step schema as the forms see it: a whole RegistrationDraft in, the same draft out. (At run time a
 * missing field is also accepted, as ''.)
 */
export type RegistrationStepSchema = z.ZodMiniType<RegistrationDraft, RegistrationDraft>;

function buildStepSchema(
  step: RegistrationStepKey,
  variant: RegistrationVariant,
  today?: string,
): RegistrationStepSchema {
  const schema = registrationDraftSchema.check(
    z.superRefine((draft, ctx) =>
      addRegistrationIssues(ctx, registrationStepIssues(step, variant, draft, today)),
    ),
  );
  // Narrower input than the schema takes (every field present): what the wizard's forms hold.
  return schema as RegistrationStepSchema;
}

const cache = new Map<string, RegistrationStepSchema>();

/**
 * The schema of one step of a variant. `today` (YYYY-MM-DD) is for tests; without it the age and
 * the birth-date rules use the local date at the time of parsing.
 */
export function registrationStepSchema(
  step: RegistrationStepKey,
  variant: RegistrationVariant,
  today?: string,
): RegistrationStepSchema {
  if (today !== undefined) return buildStepSchema(step, variant, today);
  const key = `${variant}:${step}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const schema = buildStepSchema(step, variant);
  cache.set(key, schema);
  return schema;
}
