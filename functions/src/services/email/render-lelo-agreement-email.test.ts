import { brandForHost } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { agreementRequestReason } from '../lelo/request-agreement.ts';
import { renderLeloAgreementEmail } from './render-lelo-agreement-email.ts';

const brand = brandForHost('');
const appUrl = 'http://localhost:4280';
const fileName = 'fall-2026_Lopez_Ana_112026_1000_3f1c.pdf';

describe('renderLeloAgreementEmail', () => {
  it('tells the family the attachment is a copy of what they signed, naming the file and registration', () => {
    const record = { ...signedTestRecord(), signedAt: '2026-11-20T18:00:00.000Z' };
    const email = renderLeloAgreementEmail({ record, fileName, brand, appUrl });
    expect(email.subject).toBe('Your signed agreement with Learn4Life - Lancaster');
    expect(email.text).toContain('Hello Ana Lopez,');
    expect(email.text).toContain(
      `Attached is a copy of the agreement you signed on November 20, 2026 for your registration at Learn4Life - Lancaster (${record.charter}) for ${record.session_name}.`,
    );
    expect(email.text).toContain(`Registration ID: ${record._uuid}\nAttachment: ${fileName}`);
    expect(email.html).toContain(fileName);
  });

  it('gives the signing day of the business time zone, not the UTC date', () => {
    // 03:00 UTC is still the evening before in California.
    const record = { ...signedTestRecord(), signedAt: '2026-11-21T03:00:00.000Z' };
    const email = renderLeloAgreementEmail({ record, fileName, brand, appUrl });
    expect(email.text).toContain('you signed on November 20, 2026 for');
  });

  it("writes the parent's copy in Spanish for a family that signed in Spanish, greeting the parent", () => {
    const record = { ...signedTestRecord(), signedAt: '2026-11-21T03:00:00.000Z', language: 'es' as const };
    const email = renderLeloAgreementEmail({
      record,
      fileName,
      brand,
      appUrl,
      recipient: { name: 'Maria Lopez', reader: 'parent' },
    });
    expect(email.subject).toBe('Su acuerdo firmado con Learn4Life - Lancaster');
    expect(email.text).toContain('Hola, Maria Lopez:');
    expect(email.text).toContain(
      `Adjuntamos una copia del acuerdo que usted firmó el 20 de noviembre de 2026 para la inscripción de Ana Lopez en Learn4Life - Lancaster (${record.charter}) para ${record.session_name}.`,
    );
    expect(email.text).toContain(`Número de inscripción: ${record._uuid}\nArchivo adjunto: ${fileName}`);
    expect(email.html).toContain('<html lang="es">');
  });

  it('leaves the date out for an entry without a signing time', () => {
    const email = renderLeloAgreementEmail({
      record: { ...signedTestRecord(), signedAt: null },
      fileName,
      brand,
      appUrl,
    });
    expect(email.text).toContain('Attached is a copy of the agreement you signed for your registration');
  });

  it('keeps a typed line break in a name out of the subject', () => {
    const record = { ...signedTestRecord(), learningCenters: 'Learn4Life\r\nBcc: x@example.com' };
    const email = renderLeloAgreementEmail({ record, fileName, brand, appUrl });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('agreementRequestReason', () => {
  const blob = (body: unknown) => Buffer.from(JSON.stringify(body), 'utf8');
  it("reads 'regenerate' and counts anything else as a signing", () => {
    expect(agreementRequestReason(blob({ entryId: 'a', reason: 'regenerate' }))).toBe('regenerate');
    expect(agreementRequestReason(blob({ entryId: 'a', reason: 'signing' }))).toBe('signing');
    expect(agreementRequestReason(blob({ entryId: 'a' }))).toBe('signing');
    expect(agreementRequestReason(Buffer.from('not json'))).toBe('signing');
  });
});
