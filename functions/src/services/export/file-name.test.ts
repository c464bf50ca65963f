import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';

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
