/**
 * The body of POST /api/registration/public: the whole draft, the site id and, when the family came
 * from an interest e-mail, the interest's uuid. The server runs every step schema the wizard ran for
 * this draft (visibleSteps) plus the submit rule, so it accepts exactly what the wizard accepted.
 */
import * as z from 'zod/mini';
import type { RegistrationVariant } from '../brand/brands.ts';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { SITE_ID_PATTERN, UUID_PATTERN } from '../shared/ids.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import { registrationDraftShape } from './registration-draft-schema.ts';
import { visibleSteps } from './registration-flow.ts';
import { type RegistrationIssue, registrationStepIssues, registrationSubmitIssues } from './step-rules.ts';
import { addRegistrationIssues } from './step-schemas.ts';

/** The interest link's uuid; '' is taken as no uuid. */
const UUID_OR_EMPTY = new RegExp(`^(?:${UUID_PATTERN.source.slice(1, -1)})?$`, 'i');

const siteField = z
  .string('registration.site.invalid')
  .check(z.trim(), z.regex(SITE_ID_PATTERN, 'registration.site.invalid'));

/** Only the site of the body: the server reads it first, since the site's brand decides the variant. */
export const registrationSiteSchema = z.looseObject({ site: siteField });

/** Every issue of a whole draft for a variant: the walked steps in order, then the submit rule. */
export function registrationSubmissionIssues(
  variant: RegistrationVariant,
  draft: RegistrationDraft,
  today?: string,
): RegistrationIssue[] {
  const issues = visibleSteps(variant, draft).flatMap((step) =>
    registrationStepIssues(step, variant, draft, today),
  );
  const reported = new Set(issues.map((issue) => issue.field));
  return [
    ...issues,
    ...registrationSubmitIssues(variant, draft).filter((issue) => !reported.has(issue.field)),
  ];
}

export function registrationSubmissionSchema(variant: RegistrationVariant, today?: string) {
  return z
    .object({
      ...registrationDraftShape,
      site: siteField,
      uuid: z.optional(
        z
          .string('registration.uuid.invalid')
          .check(z.trim(), z.regex(UUID_OR_EMPTY, 'registration.uuid.invalid')),
      ),
      language: familyLanguageField,
    })
    .check(
      z.superRefine((value, ctx) =>
        addRegistrationIssues(ctx, registrationSubmissionIssues(variant, value, today)),
      ),
    );
}

export type RegistrationSubmission = z.output<ReturnType<typeof registrationSubmissionSchema>>;
export type RegistrationSubmissionInput = z.input<ReturnType<typeof registrationSubmissionSchema>>;
