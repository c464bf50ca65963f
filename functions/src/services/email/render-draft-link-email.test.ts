import { brandForHost } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { draftLinkUrl, renderDraftLinkEmail } from './render-draft-link-email.ts';

const token = 'a'.repeat(43);
const input = {
  brand: brandForHost(''),
  appUrl: 'https://enroll.example.org',
  kind: 'registration' as const,
  token,
  studentFirstName: 'Ana',
};

describe('the draft link e-mail', () => {
  it('carries the token in the fragment of /resume, never in a query string', () => {
    expect(draftLinkUrl(input.appUrl, token)).toBe(`https://enroll.example.org/resume#token=${token}`);
  });

  it('says in English that the link works for 24 hours and the answers are kept 30 days', () => {
    const email = renderDraftLinkEmail({ ...input, language: 'en' });
    expect(email.subject).toBe('Continue your student registration');
    expect(email.text).toContain('Your student registration for Ana is saved.');
    expect(email.text).toContain('The link works for 24 hours. Your answers are kept for 30 days.');
    expect(email.text).toContain(`/resume#token=${token}`);
    expect(email.html).toContain('lang="en"');
  });

  it('is written in Spanish for a family using the Spanish pages', () => {
    const email = renderDraftLinkEmail({ ...input, kind: 'lelo', language: 'es' });
    expect(email.subject).toBe('Continúe su inscripción secundaria');
    expect(email.text).toContain(
      'El enlace funciona durante 24 horas. Guardamos sus respuestas por 30 días.',
    );
    expect(email.html).toContain('lang="es"');
  });

  it('is signed in the family language', () => {
    const brandName = input.brand.brandName;
    const spanish = renderDraftLinkEmail({ ...input, language: 'es' });
    expect(spanish.text.endsWith(`Equipo de Inscripciones de ${brandName}`)).toBe(true);
    expect(spanish.html).toContain(`Equipo de Inscripciones de ${brandName}`);
    expect(spanish.text).not.toContain('Enrollment Team');
    expect(
      renderDraftLinkEmail({ ...input, language: 'en' }).text.endsWith(`${brandName} Enrollment Team`),
    ).toBe(true);
  });
});
