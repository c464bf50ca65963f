import { describe, expect, it } from 'vitest';
import {
  confirmationParts,
  DEFAULT_CONFIRMATION_TEXTS,
  fillPlaceholders,
  isEmptyTemplateMessage,
  schoolYearLabel,
  siteConfirmationMessage,
  toMonthDayYear,
} from './confirmation-message.ts';

const VALUES = { firstName: 'Ana', lastName: 'Lopez', _uuid: '3f6c0d1e-8d1b-4a4e-9a55-0c1f4f8b2a77' };

describe('confirmation message', () => {
  it('fills {{firstName}}, {{lastName}} and {{_uuid}}, also with spaces inside the braces', () => {
    expect(
      fillPlaceholders('<p>Thank you, {{firstName}} {{ lastName }}! Your ID is {{_uuid}}.</p>', VALUES),
    ).toBe('<p>Thank you, Ana Lopez! Your ID is 3f6c0d1e-8d1b-4a4e-9a55-0c1f4f8b2a77.</p>');
  });

  it('escapes what the family typed and leaves unknown placeholders alone', () => {
    expect(
      fillPlaceholders('{{firstName}} {{grade}}', { ...VALUES, firstName: '<img src=x onerror=alert(1)>' }),
    ).toBe('&lt;img src=x onerror=alert(1)&gt; {{grade}}');
  });

  it("treats no message, blanks and the editor's empty '<p><br></p>' as no message (the default text applies)", () => {
    for (const empty of [undefined, null, '', '   ', '<p><br></p>', ' <p><br></p> '])
      expect(isEmptyTemplateMessage(empty)).toBe(true);
    expect(isEmptyTemplateMessage('<p>Hi</p>')).toBe(false);
    expect(siteConfirmationMessage({ templateMessage: '<p><br></p>' }, 'en', VALUES)).toEqual({
      html: null,
      language: 'en',
    });
    expect(siteConfirmationMessage({ templateMessage: '<p>Hi {{firstName}}</p>' }, 'en', VALUES)).toEqual({
      html: '<p>Hi Ana</p>',
      language: 'en',
    });
  });

  it('has the default text families read after signing, and its Spanish', () => {
    expect(DEFAULT_CONFIRMATION_TEXTS.en).toMatch(
      /^You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information\. .* We look forward to working with you!$/,
    );
    expect(DEFAULT_CONFIRMATION_TEXTS.es).toMatch(/^Ya está inscrito y no necesita hacer nada más, .*!$/);
  });

  it("labels the school year 'MM-DD-YYYY to MM-DD-YYYY'", () => {
    expect(schoolYearLabel('2026-07-01', '2027-06-30')).toBe('07-01-2026 to 06-30-2027');
    expect(toMonthDayYear('2026-11-21T10:00:00.000Z')).toBe('11-21-2026');
    expect(toMonthDayYear('not a date')).toBe('not a date');
  });

  describe('in the family language', () => {
    const both = {
      templateMessage: '<p>Hi {{firstName}}</p>',
      templateMessageEs: '<p>Hola, {{firstName}}</p>',
    };

    it("gives a Spanish-speaking family the school's Spanish message, an English-speaking one the English", () => {
      expect(siteConfirmationMessage(both, 'es', VALUES)).toEqual({
        html: '<p>Hola, Ana</p>',
        language: 'es',
      });
      expect(siteConfirmationMessage(both, 'en', VALUES)).toEqual({ html: '<p>Hi Ana</p>', language: 'en' });
    });

    it('falls back to the English message (marked English) when the Spanish one is missing or empty', () => {
      for (const templateMessageEs of [undefined, '', '<p><br></p>'])
        expect(
          siteConfirmationMessage(
            { templateMessage: '<p>Hi {{firstName}}</p>', templateMessageEs },
            'es',
            VALUES,
          ),
        ).toEqual({ html: '<p>Hi Ana</p>', language: 'en' });
    });

    it('leaves the default text in the family language when the school wrote nothing for it', () => {
      expect(siteConfirmationMessage(null, 'es', VALUES)).toEqual({ html: null, language: 'es' });
      expect(siteConfirmationMessage({ templateMessage: '', templateMessageEs: '' }, 'es', VALUES)).toEqual({
        html: null,
        language: 'es',
      });
      // A Spanish message alone is not shown to an English-speaking family.
      expect(
        siteConfirmationMessage({ templateMessage: '', templateMessageEs: '<p>Hola</p>' }, 'en', VALUES),
      ).toEqual({ html: null, language: 'en' });
    });

    it('shows the default text alone, a message in the reader language alone, or both with a note', () => {
      expect(confirmationParts({ html: null, language: 'es' }, 'es', VALUES._uuid)).toEqual({
        defaultText: true,
        message: null,
        messageLanguage: null,
        listsRegistrationId: true,
      });
      expect(confirmationParts({ html: '<p>Hola</p>', language: 'es' }, 'es', VALUES._uuid)).toEqual({
        defaultText: false,
        message: '<p>Hola</p>',
        messageLanguage: null,
        listsRegistrationId: true,
      });
      expect(confirmationParts({ html: '<p>Hi</p>', language: 'en' }, 'es', VALUES._uuid)).toEqual({
        defaultText: true,
        message: '<p>Hi</p>',
        messageLanguage: 'en',
        listsRegistrationId: true,
      });
    });

    it('does not list the registration ID again when the message shows it', () => {
      const filled = siteConfirmationMessage(
        { templateMessage: '<p>Your ID is {{_uuid}}.</p>' },
        'en',
        VALUES,
      );
      expect(confirmationParts(filled, 'en', VALUES._uuid).listsRegistrationId).toBe(false);
      expect(confirmationParts(filled, 'es', VALUES._uuid).listsRegistrationId).toBe(false);
    });
  });
});
