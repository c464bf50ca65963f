import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { MASTER_AGREEMENT_FIELDS } from './master-agreement-layout.ts';
import { buildMasterAgreementTemplate } from './master-agreement-template.ts';

const FIELD_NAMES = [
  MASTER_AGREEMENT_FIELDS.studentName,
  MASTER_AGREEMENT_FIELDS.parentName,
  MASTER_AGREEMENT_FIELDS.agreementDates,
  MASTER_AGREEMENT_FIELDS.learningCenter,
  MASTER_AGREEMENT_FIELDS.charter,
  ...MASTER_AGREEMENT_FIELDS.courses,
  ...MASTER_AGREEMENT_FIELDS.credits,
  MASTER_AGREEMENT_FIELDS.studentSignatureDate,
  MASTER_AGREEMENT_FIELDS.parentSignatureDate,
];

describe('buildMasterAgreementTemplate', () => {
  it('builds two US Letter pages', async () => {
    const doc = await PDFDocument.load(await buildMasterAgreementTemplate());
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  it('carries every layout field as a text field, and nothing else', async () => {
    const form = (await PDFDocument.load(await buildMasterAgreementTemplate())).getForm();
    for (const name of FIELD_NAMES) expect(form.getField(name)).toBeInstanceOf(PDFTextField);
    expect(
      form
        .getFields()
        .map((field) => field.getName())
        .sort(),
    ).toEqual([...FIELD_NAMES].sort());
  });

  it('puts the signature dates on page 2 and can be filled', async () => {
    const doc = await PDFDocument.load(await buildMasterAgreementTemplate());
    const secondPage = doc.getPages()[1]?.ref;
    const form = doc.getForm();
    for (const name of [
      MASTER_AGREEMENT_FIELDS.studentSignatureDate,
      MASTER_AGREEMENT_FIELDS.parentSignatureDate,
    ]) {
      const widget = form.getTextField(name).acroField.getWidgets()[0];
      expect(widget?.P()).toBe(secondPage);
    }
    form.getTextField(MASTER_AGREEMENT_FIELDS.studentName).setText('Ana Lopez');
    expect((await doc.save()).byteLength).toBeGreaterThan(0);
  });

  it('builds the same bytes every time (the seed compares them by MD5)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
      const first = await buildMasterAgreementTemplate();
      vi.setSystemTime(new Date('2027-03-04T17:30:00Z'));
      const second = await buildMasterAgreementTemplate();
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
