import { brandForHost } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { preRegistrationLink, renderPreRegistrationEmail } from './render-pre-registration-email.ts';

const brand = brandForHost('');
const appUrl = 'http://localhost:4280';

describe('renderPreRegistrationEmail', () => {
  it("names the student, the center and the courses, and links to the wizard with the entry's uuid", () => {
    const record = { ...signedTestRecord(), status: 'Active' as const };
    const email = renderPreRegistrationEmail({ record, brand, appUrl });
    const link = `${appUrl}/forms/${record.permaLink}/${record._uuid}`;
    expect(preRegistrationLink(record, appUrl)).toBe(link);
    expect(email.subject).toBe('Complete your course registration with Learn4Life - Lancaster');
    expect(email.text).toContain('Hello Ana Lopez,');
    expect(email.text).toContain('1. English 9A\n2. Art History');
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
  });

  it("names the session by its Spanish name in a Spanish entry's e-mail, by its stored name otherwise", () => {
    const record = { ...signedTestRecord(), status: 'Active' as const, language: 'es' as const };
    const sessionNameEs = 'Intersesión de verano 2027';
    expect(renderPreRegistrationEmail({ record, brand, appUrl, sessionNameEs }).text).toContain(
      `comenzó su inscripción para ${sessionNameEs}.`,
    );
    expect(renderPreRegistrationEmail({ record, brand, appUrl, sessionNameEs: '' }).text).toContain(
      `comenzó su inscripción para ${record.session_name}.`,
    );
    const english = { ...record, language: 'en' as const };
    expect(renderPreRegistrationEmail({ record: english, brand, appUrl, sessionNameEs }).text).toContain(
      `started your registration for ${record.session_name}.`,
    );
  });
});
