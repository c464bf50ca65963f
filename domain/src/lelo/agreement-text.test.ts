import { describe, expect, it } from 'vitest';
import { type AgreementTranslation, agreementSignedText, agreementToSign } from './agreement-text.ts';

const english = '<h2>Master Agreement</h2><p>The student agrees.</p>';
const spanish: AgreementTranslation = {
  html: '<h2>Acuerdo general</h2><p>El estudiante acepta.</p>',
  englishSha256: 'a'.repeat(64),
  updatedAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'admin@example.org',
};

describe('agreementToSign', () => {
  it('gives an English reader the English text', () => {
    expect(agreementToSign(english, 'a'.repeat(64), spanish, 'en')).toEqual({
      html: english,
      language: 'en',
      untranslated: false,
    });
  });

  it("gives a Spanish reader the school's translation while it translates the current English text", () => {
    expect(agreementToSign(english, 'a'.repeat(64), spanish, 'es')).toEqual({
      html: spanish.html,
      language: 'es',
      untranslated: false,
    });
  });

  it('falls back to the English text, marked untranslated, without a translation or once the English changed', () => {
    const fallback = { html: english, language: 'en', untranslated: true };
    expect(agreementToSign(english, 'a'.repeat(64), null, 'es')).toEqual(fallback);
    expect(agreementToSign(english, 'b'.repeat(64), spanish, 'es')).toEqual(fallback);
    expect(agreementToSign(english, 'a'.repeat(64), { ...spanish, html: '<p> </p>' }, 'es')).toEqual(
      fallback,
    );
  });

  it('has nothing to translate when the school has no agreement', () => {
    expect(agreementToSign('', 'x', null, 'es')).toEqual({ html: '', language: 'en', untranslated: false });
  });
});

describe('agreementSignedText', () => {
  it('joins the paragraphs one blank line apart', () => {
    expect(agreementSignedText(['Acuerdo general', 'El estudiante acepta.'])).toBe(
      'Acuerdo general\n\nEl estudiante acepta.',
    );
  });
});
