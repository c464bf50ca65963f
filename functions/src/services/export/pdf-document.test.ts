import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentTexts, inspectPage } from '../../../test-support/pdf-inspect.ts';
import { buildStaffPdf, wrapText } from './pdf-document.ts';

describe('buildStaffPdf', () => {
  it('draws the title, the headings and the rows, names in any script', async () => {
    const bytes = await buildStaffPdf({
      title: 'Enrollment Interest Form of 李 小龙',
      sections: [{ heading: 'Student Information', rows: [{ label: 'First Name', value: 'Ναταλία' }] }],
    });
    const texts = documentTexts(await PDFDocument.load(bytes));
    expect(texts.join('')).toContain('Enrollment Interest Form of 李 小龙');
    expect(texts).toContain('Student Information');
    expect(texts).toContain('First Name');
    expect(texts).toContain('Ναταλία');
  });

  it('breaks pages when the rows do not fit', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => ({
      label: `Row ${index}`,
      value: `Value ${index}`,
    }));
    const doc = await PDFDocument.load(
      await buildStaffPdf({ title: 'Long', sections: [{ heading: 'Rows', rows }] }),
    );
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(documentTexts(doc)).toContain('Value 79');
  });

  it('never splits a label across a page break', async () => {
    const label = 'Parent or Guardian Relationship To The Student Named Above';
    // However many rows come before it, the wrapped label's lines share one page.
    for (let filler = 40; filler <= 50; filler += 1) {
      const rows = Array.from({ length: filler }, (_, index) => ({ label: `Row ${index}`, value: 'x' }));
      const doc = await PDFDocument.load(
        await buildStaffPdf({
          title: 'Long',
          sections: [{ heading: 'Rows', rows: [...rows, { label, value: 'Mother' }] }],
        }),
      );
      const pages = doc.getPages().map((_page, index) => inspectPage(doc, index).texts.join(' '));
      const withLabel = pages.filter((text) => /Parent or Guardian|Named Above/.test(text));
      expect(withLabel).toHaveLength(1);
      expect(withLabel[0]).toMatch(/Parent or Guardian.*Named Above/);
    }
  });
});

describe('wrapText', () => {
  const fonts = { widthOf: async (text: string) => text.length * 5 };
  it('wraps at word boundaries and cuts a word wider than the column', async () => {
    expect(await wrapText(fonts, 'aaa bbb ccc', 40, 10)).toEqual(['aaa bbb', 'ccc']);
    expect(await wrapText(fonts, 'abcdefghijkl', 30, 10)).toEqual(['abcdef', 'ghijkl']);
    expect(await wrapText(fonts, '', 30, 10)).toEqual(['']);
  });
});
