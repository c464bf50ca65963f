import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toFieldErrors } from '../shared/field-errors.ts';
import {
  confirmationTemplateSchema,
  emailTemplateSchema,
  isNotificationAddress,
  learningCenterChoiceSchema,
  NOTIFICATION_EMAILS_MAX,
  notificationAddressList,
  TEMPLATE_MESSAGE_MAX_LENGTH,
} from './template-setup.ts';

const SCOPE = {
  charter_id: 'sierra-valley',
  siteId: 'b2ba96878bd049e721fc7c59',
  LeloRegistrationProfile: 'lelo-session-active',
  permaLink: 'summer-intersession-2027',
  learningCenters: 'Learn4Life - Lancaster',
};

function errorsOf(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? [] : toFieldErrors(result.error).map(({ field, code }) => ({ field, code }));
}

describe('notification addresses', () => {
  it('accepts a valid address of at most 60 characters, trimmed', () => {
    expect(isNotificationAddress(' office@learn4life.example ')).toBe(true);
    expect(isNotificationAddress(`${'a'.repeat(48)}@example.org`)).toBe(true); // 60
    expect(isNotificationAddress(`${'a'.repeat(49)}@example.org`)).toBe(false); // 61
    expect(isNotificationAddress('not-an-address')).toBe(false);
    expect(isNotificationAddress('a@b')).toBe(false);
    expect(isNotificationAddress('')).toBe(false);
  });

  it('splits a comma text, trims each entry and drops empty ones', () => {
    expect(notificationAddressList(' a@x.org, ,b@y.org,')).toEqual(['a@x.org', 'b@y.org']);
    expect(notificationAddressList(['', ' c@z.org ', '  '])).toEqual(['c@z.org']);
    expect(notificationAddressList(undefined)).toBeUndefined();
  });
});

describe('emailTemplateSchema', () => {
  it('reads an array or a comma text into the trimmed list, with both switches', () => {
    const parsed = z.parse(emailTemplateSchema, {
      ...SCOPE,
      email: 'one@learn4life.example, two@learn4life.example,,',
      pgPrimaryEmail: true,
      studentEmail: false,
    });
    expect(parsed.email).toEqual(['one@learn4life.example', 'two@learn4life.example']);
    expect(parsed.pgPrimaryEmail).toBe(true);
    expect(parsed.studentEmail).toBe(false);
    const fromArray = z.parse(emailTemplateSchema, { ...SCOPE, email: [' three@learn4life.example', ''] });
    expect(fromArray).toMatchObject({ email: ['three@learn4life.example'], pgPrimaryEmail: false });
  });

  it("refuses a bad address with 'template.email.invalid' on that entry", () => {
    expect(errorsOf(emailTemplateSchema, { ...SCOPE, email: ['ok@learn4life.example', 'nope'] })).toEqual([
      { field: 'email.1', code: 'template.email.invalid' },
    ]);
    expect(errorsOf(emailTemplateSchema, { ...SCOPE, email: [42] })).toEqual([
      { field: 'email.0', code: 'template.email.invalid' },
    ]);
  });

  it(`allows at most ${NOTIFICATION_EMAILS_MAX} addresses`, () => {
    const many = Array.from(
      { length: NOTIFICATION_EMAILS_MAX + 1 },
      (_, i) => `staff${i}@learn4life.example`,
    );
    expect(errorsOf(emailTemplateSchema, { ...SCOPE, email: many })).toEqual([
      { field: 'email', code: 'template.email.tooMany' },
    ]);
    expect(errorsOf(emailTemplateSchema, { ...SCOPE, email: many.slice(1) })).toEqual([]);
  });

  it('requires the scope ids and checks their patterns, and the switches are booleans', () => {
    expect(
      errorsOf(emailTemplateSchema, {
        charter_id: '',
        siteId: 'lancaster',
        LeloRegistrationProfile: 'a/b',
        pgPrimaryEmail: 'yes',
      }),
    ).toEqual([
      { field: 'pgPrimaryEmail', code: 'registration.option.invalid' },
      { field: 'charter_id', code: 'required' },
      { field: 'siteId', code: 'id.invalid' },
      { field: 'LeloRegistrationProfile', code: 'id.invalid' },
    ]);
  });
});

describe('confirmationTemplateSchema', () => {
  it('takes the message as written (the server sanitises it) up to the limit', () => {
    const message = '<p>Hello {{firstName}}</p>';
    expect(z.parse(confirmationTemplateSchema, { ...SCOPE, templateMessage: message }).templateMessage).toBe(
      message,
    );
    expect(z.parse(confirmationTemplateSchema, SCOPE).templateMessage).toBe('');
    expect(
      errorsOf(confirmationTemplateSchema, {
        ...SCOPE,
        templateMessage: 'x'.repeat(TEMPLATE_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual([{ field: 'templateMessage', code: 'template.message.max' }]);
  });

  it('takes an optional Spanish message with the same limit (left out: not sent, so kept on update)', () => {
    const parsed = z.parse(confirmationTemplateSchema, { ...SCOPE, templateMessageEs: '<p>Hola</p>' });
    expect(parsed.templateMessageEs).toBe('<p>Hola</p>');
    expect(z.parse(confirmationTemplateSchema, SCOPE).templateMessageEs).toBeUndefined();
    expect(
      errorsOf(confirmationTemplateSchema, {
        ...SCOPE,
        templateMessageEs: 'x'.repeat(TEMPLATE_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual([{ field: 'templateMessageEs', code: 'template.message.max' }]);
    expect(errorsOf(confirmationTemplateSchema, { ...SCOPE, templateMessageEs: 5 })).toEqual([
      { field: 'templateMessageEs', code: 'invalid' },
    ]);
  });
});

describe('learningCenterChoiceSchema', () => {
  it('needs a charter and a learning center', () => {
    expect(errorsOf(learningCenterChoiceSchema, { charter_id: '', siteId: ' ' })).toEqual([
      { field: 'charter_id', code: 'interest.charter.required' },
      { field: 'siteId', code: 'registration.learningCenter.required' },
    ]);
    expect(errorsOf(learningCenterChoiceSchema, { charter_id: 'flex-high', siteId: SCOPE.siteId })).toEqual(
      [],
    );
  });
});
