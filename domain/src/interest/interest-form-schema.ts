import * as z from 'zod/mini';
import { ADULT_AGE, ageOn, parseIsoDate } from '../shared/age.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { US_ZIP_PATTERN } from '../shared/zip.ts';
import { INTEREST_MAX_AGE, INTEREST_MIN_AGE, PARENT_RELATIONSHIPS } from './interest-parent.ts';

// zod/mini: the same rules as classic zod in a fraction of the bytes the browser loads.
const name = typedTextField('name', { missing: 'required' });
const optionalName = typedTextField('name', { missing: null });

const interestFormFields = {
  studentFirstName: name,
  studentLastName: name,
  birthDate: z.string().check(z.trim(), z.minLength(1, 'interest.birthDate.required')),
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

function checkAgeAndParent(value: InterestFormShape, ctx: z.core.$RefinementCtx<InterestFormShape>): void {
  if (value.birthDate === '') return;
  const age = parseIsoDate(value.birthDate) ? ageOn(value.birthDate) : null;
  if (age === null || age < 0 || age > 100) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'interest.age.invalid' });
    return;
  }
  if (age < INTEREST_MIN_AGE) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'interest.age.min' });
    return;
  }
  if (age > INTEREST_MAX_AGE) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'interest.age.max' });
    return;
  }
  if (age < ADULT_AGE) {
    for (const field of ['parentRelationship', 'parentFirstName', 'parentLastName'] as const) {
      if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
  }
}

/** The public interest form, as the browser validates it. */
export const interestFormSchema = interestFormObject.check(z.superRefine(checkAgeAndParent));
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
  .check(z.superRefine(checkAgeAndParent));
export type InterestSubmission = z.output<typeof interestSubmissionSchema>;
