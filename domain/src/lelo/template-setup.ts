/**
 * The confirmation page message and the notification e-mail settings of one learning center in one
 * session, as the staff setup screens read and write them.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';

/** GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the stored messages ('' when none); ETag when stored. */
export interface StaffConfirmationTemplate {
  templateMessage: string;
  /** The Spanish message Spanish-speaking families see ('' when the school wrote none). */
  templateMessageEs: string;
  /** False before the first save: the screen then creates (POST) instead of updating (PUT). */
  exists: boolean;
}

/** GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: the settings; ETag when stored. */
export interface StaffEmailTemplate {
  email: string[];
  pgPrimaryEmail: boolean;
  studentEmail: boolean;
  exists: boolean;
}

/** The confirmation HTML is stored sanitised; this caps what an editor session can send. */
export const TEMPLATE_MESSAGE_MAX_LENGTH = 20_000;
/** A learning center notifies at most this many staff addresses (one e-mail each per submission). */
export const NOTIFICATION_EMAILS_MAX = 20;

/** The 409 code of a create (POST) when the learning center already has that template. */
export const TEMPLATE_EXISTS = 'template.exists';
/** The 409 code of an update made against an older version of the template (stale If-Match). */
export const TEMPLATE_CONFLICT = 'template.conflict';

/** Whether one notification address is acceptable: a valid address of at most 60 characters. */
export function isNotificationAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/**
 * The addresses as a list: a comma-separated text (the other form they may come in) is split, each
 * entry trimmed, and empty entries dropped before save.
 */
export function notificationAddressList(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list;
  return list
    .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
    .filter((entry) => entry !== '');
}

/**
 * The template's place: charter, learning center (site) and session. The server checks them against
 * the stored site and session (another charter's answers 404) and stores the site's name and the
 * session's permalink, never `permaLink` and `learningCenters` as sent.
 */
const scopeShape = {
  charter_id: recordIdField(),
  siteId: z.string('required').check(z.trim(), z.regex(SITE_ID_PATTERN, 'id.invalid')),
  LeloRegistrationProfile: recordIdField(),
  permaLink: z.optional(z.string().check(z.maxLength(100, 'lelo.text.max100'))),
  learningCenters: z.optional(z.string().check(z.maxLength(100, 'lelo.text.max100'))),
};

/** HTML from the rich-text editor; sanitised on the server before it is stored. */
const templateMessageField = z
  .string()
  .check(z.maxLength(TEMPLATE_MESSAGE_MAX_LENGTH, 'template.message.max'));

/** POST /api/lelotemplate and PUT /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the confirmation page message. */
export const confirmationTemplateSchema = z.object({
  /** The message in English: every family whose language has no message of its own sees it. */
  templateMessage: z._default(templateMessageField, ''),
  /**
   * The message in Spanish ('' removes it). Left out of an update, the stored Spanish message is kept:
   * a screen that does not know the field cannot erase it.
   */
  templateMessageEs: z.optional(templateMessageField),
  ...scopeShape,
});
export type ConfirmationTemplateInput = z.input<typeof confirmationTemplateSchema>;
export type ConfirmationTemplateSave = z.output<typeof confirmationTemplateSchema>;

/** The staff addresses: array or comma text, trimmed, blanks dropped, each valid and ≤ 60, at most 20. */
const notificationEmails = z.pipe(
  z.transform(notificationAddressList),
  z
    .array(
      z.string('template.email.invalid').check(z.refine(isNotificationAddress, 'template.email.invalid')),
    )
    .check(z.maxLength(NOTIFICATION_EMAILS_MAX, 'template.email.tooMany')),
);

/** POST /api/leloEmailTemplate and PUT /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}. */
export const emailTemplateSchema = z.object({
  email: z._default(notificationEmails, []),
  /** Whether the family e-mail goes to the parent's address. */
  pgPrimaryEmail: z._default(z.boolean('registration.option.invalid'), false),
  /** Whether the family e-mail goes to the student's address. */
  studentEmail: z._default(z.boolean('registration.option.invalid'), false),
  ...scopeShape,
});
export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;
export type EmailTemplateSave = z.output<typeof emailTemplateSchema>;

/** The scope fields of a template save, as the screens send them with each save. */
export type TemplateScopeInput = Pick<
  ConfirmationTemplateInput,
  'charter_id' | 'siteId' | 'LeloRegistrationProfile' | 'permaLink' | 'learningCenters'
>;

/**
 * The Learning Center Options screen's choice: a charter, then one of its learning centers (which the
 * caller may set up: the server lists only those).
 */
export const learningCenterChoiceSchema = z.object({
  charter_id: z
    .string('interest.charter.required')
    .check(z.trim(), z.minLength(1, 'interest.charter.required')),
  siteId: z
    .string('registration.learningCenter.required')
    .check(z.trim(), z.minLength(1, 'registration.learningCenter.required')),
});
export type LearningCenterChoice = z.output<typeof learningCenterChoiceSchema>;
