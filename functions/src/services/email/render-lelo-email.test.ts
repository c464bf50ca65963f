import { brandForHost, DEFAULT_CONFIRMATION_TEXTS } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { renderLeloEmail, renderLeloNotification } from './render-lelo-email.ts';

const brand = brandForHost('');
const appUrl = 'http://localhost:4280';

describe('renderLeloEmail', () => {
  it('names the student, registration ID, learning center, courses with credits and the filled message', () => {
    const record = signedTestRecord();
    const email = renderLeloEmail({
      record,
      brand,
      appUrl,
      message: { html: '<p>Thank you, Ana Lopez! See you soon.</p>', language: 'en' },
    });
    expect(email.subject).toBe('Your course registration with Learn4Life - Lancaster');
    expect(email.text).toContain('Hello Ana Lopez,');
    expect(email.text).toContain(`Registration ID: ${record._uuid}\nLearning Center: Learn4Life - Lancaster`);
    expect(email.text).toContain('1. English 9A (5 credits)\n2. Art History (2.5 credits)');
    expect(email.text).toContain('Thank you, Ana Lopez! See you soon.');
    expect(email.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    expect(email.html).toContain('English 9A (5 credits)');
    expect(email.html).not.toContain('<p><p>');
  });

  it('gives the registration ID once: not listed again when the message shows it', () => {
    const record = signedTestRecord();
    const email = renderLeloEmail({
      record,
      brand,
      appUrl,
      message: { html: `<p>Your registration ID is ${record._uuid}.</p>`, language: 'en' },
    });
    expect(email.text.split(record._uuid)).toHaveLength(2);
    expect(email.text).toContain(`Your registration ID is ${record._uuid}.`);
    expect(email.text).not.toContain('Registration ID:');
    expect(email.text).toContain('Hello Ana Lopez,');
    expect(email.text).toContain('Learning Center: Learn4Life - Lancaster');
  });

  it('uses the default text without a template message', () => {
    const email = renderLeloEmail({
      record: signedTestRecord(),
      brand,
      appUrl,
      message: { html: null, language: 'en' },
    });
    expect(email.text).toContain(DEFAULT_CONFIRMATION_TEXTS.en);
  });
});

describe('renderLeloEmail in Spanish', () => {
  const record = { ...signedTestRecord(), language: 'es' as const };

  it("carries the school's Spanish message in place of the default text", () => {
    const email = renderLeloEmail({
      record,
      brand,
      appUrl,
      message: { html: '<p>¡Bienvenida, Ana!</p><p>Le esperamos el lunes.</p>', language: 'es' },
    });
    expect(email.subject).toBe('Su inscripción a cursos en Learn4Life - Lancaster');
    expect(email.text).toContain(
      `Número de inscripción: ${record._uuid}\nCentro de aprendizaje: Learn4Life - Lancaster`,
    );
    expect(email.text).toContain('¡Bienvenida, Ana!\nLe esperamos el lunes.');
    expect(email.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.es);
    expect(email.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.en);
  });

  it('gives the Spanish default text without any message', () => {
    const email = renderLeloEmail({ record, brand, appUrl, message: { html: null, language: 'es' } });
    expect(email.text).toContain(DEFAULT_CONFIRMATION_TEXTS.es);
    expect(email.text).not.toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    expect(email.text).not.toContain('La escuela escribió');
  });

  it('puts a message written only in English after the Spanish default text and a one-line note', () => {
    const email = renderLeloEmail({
      record,
      brand,
      appUrl,
      message: { html: '<p>Bring your ID on Monday.</p>', language: 'en' },
    });
    expect(email.text).toContain(
      `${DEFAULT_CONFIRMATION_TEXTS.es}\n\nLa escuela escribió el siguiente mensaje solo en inglés.\n\nBring your ID on Monday.`,
    );
    expect(email.html).toContain('La escuela escribió el siguiente mensaje solo en inglés.');
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
