/**
 * A wizard saved on the server so a family can finish it on another device: the draft of the
 * registration or secondary enrollment (Lelo) wizard, the step it was on, where it came from (site and
 * interest link, or session permalink), the address its links go to and the family's language. Every
 * part is checked with the wizards' own field schemas: no blob is stored unvalidated.
 */
import * as z from 'zod/mini';
import { emptyLeloDraft, LELO_MAX_COURSES, LELO_STEPS, type LeloStepKey } from '../lelo/lelo-steps.ts';
import type { LeloDraft } from '../lelo/lelo-submission.ts';
import { leloCourseSchema } from '../lelo/step-schemas.ts';
import type { RegistrationDraft } from '../registration/registration-draft.ts';
import { registrationDraftSchema } from '../registration/registration-draft-schema.ts';
import { REGISTRATION_STEPS } from '../registration/registration-steps.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { PERMALINK_PATTERN, RECORD_ID_PATTERN, SITE_ID_PATTERN, UUID_PATTERN } from '../shared/ids.ts';
import { requiredEmailField } from '../shared/text-fields.ts';

export const DRAFT_KINDS = ['registration', 'lelo'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** A saved draft is kept this long after its last save (Cosmos TTL, and checked on every read). */
export const DRAFT_KEEP_DAYS = 30;
/** An e-mailed link works this long. */
export const DRAFT_LINK_HOURS = 24;
/**
 * The devices one link opens its draft on within its hours; the device already holding a session of
 * the draft reopens it without counting.
 */
export const DRAFT_LINK_MAX_OPENS = 5;
/** Sessions a draft keeps at once (a phone and a computer both autosave); the oldest goes first. */
export const DRAFT_MAX_SESSIONS = 3;

/** The longest registration wizard's last step: a saved level beyond it is not a wizard's. */
const MAX_REGISTRATION_LEVEL = Math.max(...Object.values(REGISTRATION_STEPS).map((steps) => steps.length));

const pattern = (regex: RegExp) => z.string().check(z.regex(regex, 'id.invalid'));

export const draftEmailField = requiredEmailField('email.invalid', { lowercase: true });

const text = (max: number) =>
  z._default(
    z.string('registration.value.invalid').check(z.maxLength(max, 'registration.value.invalid')),
    '',
  );
const flag = z._default(z.boolean('registration.value.invalid'), false);

/** The draft's fields of each kind: flags, the picked courses, signatures; the rest is text. */
const LELO_FLAGS = ['understood1', 'understood2', 'includeNcaa'] as const;
const LELO_SIGNATURES = ['studentSignature', 'parentSignature'] as const;

function leloFieldSchema(field: string) {
  if ((LELO_FLAGS as readonly string[]).includes(field)) return flag;
  // Signatures are not kept: they are drawn again on the last step, so no saved draft holds one.
  if ((LELO_SIGNATURES as readonly string[]).includes(field)) return z._default(z.literal(''), '');
  // The classes step's courses and their bound, but none yet is a draft's normal state (the classes
  // step requires one when it is walked); the wizard sends [] before it.
  if (field === 'courses')
    return z._default(
      z.array(leloCourseSchema).check(z.maxLength(LELO_MAX_COURSES, 'lelo.course.tooMany')),
      [],
    );
  return text(1000);
}

/**
 * The Lelo wizard's draft as saved: every field of the wizard's draft (emptyLeloDraft) with its type
 * and a bound, the courses with the classes step's own rule; what each step requires is checked when
 * the step is walked again and at the submit.
 */
export const savedLeloDraftSchema = z.object(
  Object.fromEntries(Object.keys(emptyLeloDraft()).map((field) => [field, leloFieldSchema(field)])),
  // Built from LeloDraft's own keys with each field's type, so its output is a LeloDraft.
) as unknown as z.ZodMiniType<LeloDraft>;

export const registrationDraftContextSchema = z.object({
  site: pattern(SITE_ID_PATTERN),
  charter: z.optional(pattern(RECORD_ID_PATTERN)),
  /** The interest link's uuid (/register-interest?uuid=): the draft is that family's. */
  uuid: z.optional(pattern(UUID_PATTERN)),
});
export type RegistrationDraftContext = z.output<typeof registrationDraftContextSchema>;

export const leloDraftContextSchema = z.object({
  permalink: pattern(PERMALINK_PATTERN),
  /** A staff pre-registration's uuid. */
  uuid: z.optional(pattern(UUID_PATTERN)),
});
export type LeloDraftContext = z.output<typeof leloDraftContextSchema>;

const registrationContent = {
  kind: z.literal('registration'),
  draft: registrationDraftSchema,
  /** The wizard's level (0 = the first step). */
  level: z.int('registration.value.invalid').check(z.gte(0), z.lte(MAX_REGISTRATION_LEVEL)),
  context: registrationDraftContextSchema,
};

const leloContent = {
  kind: z.literal('lelo'),
  draft: savedLeloDraftSchema,
  step: z.enum(LELO_STEPS, 'registration.value.invalid'),
  context: leloDraftContextSchema,
};

/**
 * Whether the save e-mails a link (true unless false): an interest link's wizard saves its draft
 * silently after the first step, so the same link opens it again on that device.
 */
const sendLinkField = z._default(z.boolean('registration.value.invalid'), true);

/** What a wizard saves; `email` is where the links go (the dialog's, prefilled from the draft). */
export const saveDraftRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    ...registrationContent,
    email: draftEmailField,
    language: familyLanguageField,
    sendLink: sendLinkField,
  }),
  z.object({
    ...leloContent,
    email: draftEmailField,
    language: familyLanguageField,
    sendLink: sendLinkField,
  }),
]);
export type SaveDraftRequest = z.output<typeof saveDraftRequestSchema>;
export type SaveDraftRequestInput = z.input<typeof saveDraftRequestSchema>;

/** An autosave of the draft the caller's draft session holds: no address (the links keep going to the stored one). */
export const updateDraftRequestSchema = z.discriminatedUnion('kind', [
  z.object({ ...registrationContent, language: familyLanguageField }),
  z.object({ ...leloContent, language: familyLanguageField }),
]);
export type UpdateDraftRequest = z.output<typeof updateDraftRequestSchema>;

/** A link token as made: 32 random bytes in base64url, 43 characters. */
export const DRAFT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link's token, in the body (never in a query string a log or a Referer would keep). */
export const exchangeDraftRequestSchema = z.object({
  token: z.string('draft.link.invalid').check(z.regex(DRAFT_TOKEN_PATTERN, 'draft.link.invalid')),
});

/** 'Continue a saved form': a fresh link for each open draft stored with this address. */
export const continueDraftRequestSchema = z.object({ email: draftEmailField, language: familyLanguageField });

/**
 * The page tells the draft it was submitted as `recordId`, proving it with the record's `_uuid`, which
 * only the submit's answer carries: a draft session cannot mark its draft with someone else's record.
 */
export const draftSubmittedRequestSchema = z.object({
  recordId: pattern(RECORD_ID_PATTERN),
  recordUuid: pattern(UUID_PATTERN),
});

export type SavedRegistrationDraft = {
  kind: 'registration';
  draft: RegistrationDraft;
  level: number;
  context: RegistrationDraftContext;
};
export type SavedLeloDraft = {
  kind: 'lelo';
  draft: LeloDraft;
  step: LeloStepKey;
  context: LeloDraftContext;
};

/** An open draft as the resume page and the autosave read it. */
export type OpenDraftResponse = (SavedRegistrationDraft | SavedLeloDraft) & {
  status: 'open';
  language: FamilyLanguage;
  /** Where the links go, as stored (the dialog prefills it). */
  email: string;
  /** When the draft is deleted unless saved again. */
  expiresAt: string;
};

/** A submitted draft: the page says the form was already sent, and when, instead of the wizard. */
export interface SubmittedDraftResponse {
  status: 'submitted';
  kind: DraftKind;
  recordId: string;
  /** When the form was sent (the record's submit time, ISO); pages show its business day. */
  submittedAt: string;
}

export type DraftResponse = OpenDraftResponse | SubmittedDraftResponse;

/** The answer to a save: where the link went and how long the draft is kept. */
export interface SaveDraftResponse {
  email: string;
  expiresAt: string;
  linkHours: number;
}

/** Whether a stored draft is the one of this wizard: same kind and same place (site, link, session). */
export function sameDraftContext(
  a: { kind: DraftKind; context: object },
  b: { kind: DraftKind; context: object },
): boolean {
  const key = (context: object) =>
    JSON.stringify(Object.entries(context).sort(([x], [y]) => x.localeCompare(y)));
  return a.kind === b.kind && key(a.context) === key(b.context);
}

/** Why a link does not open a draft. */
export type DraftAccessRefusal = 'draft.link.invalid' | 'draft.link.used' | 'draft.link.expired';
