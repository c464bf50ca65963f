/**
 * The draft as a zod/mini object: only the types (text, or a yes/no answer), every field defaulting
 * to ''. What each step requires is added on top by the step schemas.
 */
import * as z from 'zod/mini';
import { tidyTypedText } from '../shared/names.ts';
import { normalizePhone } from '../shared/phone.ts';
import {
  REGISTRATION_TEXT_FIELDS,
  REGISTRATION_TYPED_FIELDS,
  REGISTRATION_YES_NO_FIELDS,
  type RegistrationTextField,
} from './registration-draft.ts';
import { YES_NO_ANSWERS, YES_NO_NOT_SURE_ANSWERS } from './yes-no.ts';

const textSchema = z._default(z.string('registration.value.invalid'), '');
/** A name, place or street kept as the typed-text rule keeps it; a phone as XXX-XXX-XXXX. */
const tidiedSchema = z._default(z.string('registration.value.invalid').check(z.overwrite(tidyTypedText)), '');
const phoneSchema = z._default(z.string('registration.value.invalid').check(z.overwrite(normalizePhone)), '');

function textSchemaOf(field: RegistrationTextField) {
  const kind = REGISTRATION_TYPED_FIELDS[field];
  if (kind === 'phone') return phoneSchema;
  return kind ? tidiedSchema : textSchema;
}
const yesNoSchema = z._default(z.enum(YES_NO_ANSWERS, 'registration.value.invalid'), '');

function sameSchemaFor<K extends string, S>(keys: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

export const registrationDraftShape = {
  previouslyEnrolled: z._default(z.enum(YES_NO_NOT_SURE_ANSWERS, 'registration.value.invalid'), ''),
  ...(Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, textSchemaOf(field)])) as Record<
    RegistrationTextField,
    typeof textSchema
  >),
  ...sameSchemaFor(REGISTRATION_YES_NO_FIELDS, yesNoSchema),
  noSecondParent: yesNoSchema,
};

/** Any object → a complete RegistrationDraft (missing fields ''), rejecting only wrong types. */
export const registrationDraftSchema = z.object(registrationDraftShape);
