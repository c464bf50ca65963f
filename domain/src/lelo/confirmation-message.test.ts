import { describe, expect, it } from 'vitest';
import {
  confirmationMessageHtml,
  DEFAULT_CONFIRMATION_TEXT,
  fillPlaceholders,
  isEmptyTemplateMessage,
  schoolYearLabel,
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
    expect(confirmationMessageHtml('<p><br></p>', VALUES)).toBeNull();
    expect(confirmationMessageHtml('<p>Hi {{firstName}}</p>', VALUES)).toBe('<p>Hi Ana</p>');
  });

  it('has the default text of spec section 8', () => {
    expect(DEFAULT_CONFIRMATION_TEXT).toMatch(
      /^You are considered registered and there is nothing more you need to do unless you are contacted by the school for additional information\. .* We look forward to working with you!$/,
    );
  });

  it("labels the school year 'MM-DD-YYYY to MM-DD-YYYY'", () => {
    expect(schoolYearLabel('2026-07-01', '2027-06-30')).toBe('07-01-2026 to 06-30-2027');
    expect(toMonthDayYear('2026-11-21T10:00:00.000Z')).toBe('11-21-2026');
    expect(toMonthDayYear('not a date')).toBe('not a date');
  });
});
