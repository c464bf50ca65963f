import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it('drops characters a file system refuses and keeps letters of any script', () => {
    expect(safeFileName('Ana / "Lee"_InterestForm.pdf')).toBe('Ana Lee_InterestForm.pdf');
    expect(safeFileName('José  Núñez_InterestForm.pdf')).toBe('José Núñez_InterestForm.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etcpasswd');
    expect(safeFileName(' _InterestForm.pdf'.replace('_', ''), 'entry')).toBe('InterestForm.pdf');
    expect(safeFileName('???.pdf', 'entry')).toBe('entry.pdf');
  });

  it('caps the length and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.length).toBe(154);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(contentDisposition('José Lee.pdf')).toBe(
      `attachment; filename="Jos_ Lee.pdf"; filename*=UTF-8''Jos%C3%A9%20Lee.pdf`,
    );
  });
});
