import { BRAND_SEED, DEFAULT_CONFIRMATION_TEXT } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../lelo/test-lelo-fixtures.ts';
import { htmlToText } from './html-to-text.ts';
import { renderLeloEmail, renderLeloNotification } from './render-lelo-email.ts';

const brand =
  BRAND_SEED[0] ??
  (() => {
    throw new Error('no brand');
  })();
const appUrl = 'http://localhost:4280';

describe('htmlToText', () => {
  it('turns paragraphs and breaks into lines, drops tags and decodes entities', () => {
    expect(htmlToText('<p>Thank you, <strong>Ana</strong> O&#39;Neil &amp; co!</p><p>Line<br>two</p>')).toBe(
      "Thank you, Ana O'Neil & co!\nLine\ntwo",
    );
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('- One\n- Two');
    // An entity past U+10FFFF (fromCodePoint would throw and fail the whole e-mail job).
    expect(htmlToText('<p>A&#99999999;B&#x110000;C&#x41;</p>')).toBe('A\uFFFDB\uFFFDCA');
  });
});

describe('renderLeloEmail', () => {
  it('names the student, registration ID, learning center, courses with credits and the filled message', () => {
    const record = signedTestRecord();
    const email = renderLeloEmail({
      record,
      brand,
      appUrl,
      templateMessage: `<p>Thank you, Ana Lopez! Your registration ID is ${record._uuid}.</p>`,
    });
    expect(email.subject).toBe('Your course registration with Learn4Life - Lancaster');
    expect(email.text).toContain('Hello Ana Lopez,');
    expect(email.text).toContain(`Registration ID: ${record._uuid}`);
    expect(email.text).toContain('Learning Center: Learn4Life - Lancaster');
    expect(email.text).toContain('1. English 9A (5 credits)\n2. Art History (2.5 credits)');
    expect(email.text).toContain(`Thank you, Ana Lopez! Your registration ID is ${record._uuid}.`);
    expect(email.text).not.toContain(DEFAULT_CONFIRMATION_TEXT);
    expect(email.html).toContain('English 9A (5 credits)');
    expect(email.html).not.toContain('<p><p>');
  });

  it('uses the default text without a template message', () => {
    const email = renderLeloEmail({ record: signedTestRecord(), brand, appUrl, templateMessage: null });
    expect(email.text).toContain(DEFAULT_CONFIRMATION_TEXT);
  });
});

describe('renderLeloNotification', () => {
  it('links staff to the entry', () => {
    const record = signedTestRecord();
    const email = renderLeloNotification({ record, brand, appUrl });
    expect(email.subject).toBe('New secondary enrollment: Ana Lopez');
    expect(email.text).toContain(`Open the registration: ${appUrl}/lelo-forms/${record.id}`);
    expect(email.html).toContain(`href="${appUrl}/lelo-forms/${record.id}"`);
    expect(email.text).toContain(`Registration ID: ${record._uuid}`);
  });
});
