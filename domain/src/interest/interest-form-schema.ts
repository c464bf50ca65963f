import * as z from 'zod/mini';
import { AGE_RANGES } from '../shared/birth-date.ts';
import { birthDateField } from '../shared/birth-date-field.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { US_ZIP_PATTERN } from '../shared/zip.ts';
import { needsParentInformation, PARENT_RELATIONSHIPS } from './interest-parent.ts';

// zod/mini: the same rules as classic zod in a fraction of the bytes the browser loads.
const name = typedTextField('name', { missing: 'required' });
const optionalName = typedTextField('name', { missing: null });

const interestFormFields = {
  studentFirstName: name,
  studentLastName: name,
  birthDate: birthDateField(AGE_RANGES.interest, { missing: 'interest.birthDate.required' }),
  parentRelationship: z._default(
    z.union([z.enum(PARENT_RELATIONSHIPS, 'interest.parentRelationship.invalid'), z.literal('')]),
    '',
  ),
  parentFirstName: optionalName,
  parentLastName: optionalName,
  primaryEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(EMAIL_MAX_LENGTH, 'email.max'),
      z.regex(EMAIL_PATTERN, 'email.invalid'),
    ),
  phone: phoneField('required', 'interest.phone.invalid'),
  zipCode: z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.regex(US_ZIP_PATTERN, 'interest.zip.invalid')),
};

const interestFormObject = z.object(interestFormFields);
type InterestFormShape = z.output<typeof interestFormObject>;

/** The parent is required when the Parent Information section applies (a minor's birth date). */
function checkParent(value: InterestFormShape, ctx: z.core.$RefinementCtx<InterestFormShape>): void {
  if (!needsParentInformation(value.birthDate)) return;
  for (const field of ['parentRelationship', 'parentFirstName', 'parentLastName'] as const) {
    if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

/** The public interest form, as the browser validates it. */
export const interestFormSchema = interestFormObject.check(z.superRefine(checkParent));
export type InterestFormValues = z.input<typeof interestFormSchema>;

/** The body of POST /api/enrollment/public: the form plus the query parameters of the page. */
export const interestSubmissionSchema = z
  .object({
    ...interestFormFields,
    // '' is no site (the page had none); anything else must be a site id before the server reads it.
    site: z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || SITE_ID_PATTERN.test(value), 'registration.site.invalid'),
      ),
    ),
    charter: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    campaign: z.optional(z.string().check(z.trim(), z.maxLength(100, 'interest.campaign.max'))),
    language: familyLanguageField,
  })
  .check(z.superRefine(checkParent));
export type InterestSubmission = z.output<typeof interestSubmissionSchema>;
