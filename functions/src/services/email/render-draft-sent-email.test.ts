import { brandForHost } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { renderDraftSentEmail } from './render-draft-sent-email.ts';

const input = {
  brand: brandForHost(''),
  appUrl: 'https://enroll.example.org',
  kind: 'registration' as const,
  // 10:30 PM on November 20 in Los Angeles, the business day.
  submittedAt: '2026-11-21T06:30:00.000Z',
};

describe('the e-mail for a saved form already sent', () => {
  it('gives the day it was sent, in English, and no link to a draft', () => {
    const email = renderDraftSentEmail({ ...input, language: 'en' });
    expect(email.subject).toBe('Your student registration was already sent');
    expect(email.text).toContain(
      'Your student registration was already sent on November 20, 2026, so there is nothing left to fill in.',
    );
    expect(email.text).not.toContain('/resume');
    expect(email.html).toContain('lang="en"');
  });

  it('is written in Spanish for a family using the Spanish pages', () => {
    const email = renderDraftSentEmail({ ...input, kind: 'lelo', language: 'es' });
    expect(email.subject).toBe('Su inscripción secundaria ya fue enviada');
    expect(email.text).toContain(
      'Su inscripción secundaria ya se envió el 20 de noviembre de 2026, así que no queda nada por llenar.',
    );
    expect(email.html).toContain('lang="es"');
  });
});
