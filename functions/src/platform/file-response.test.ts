import { describe, expect, it } from 'vitest';
import { contentDisposition } from './file-response.ts';

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(contentDisposition('José Lee.pdf')).toBe(
      `attachment; filename="Jos_ Lee.pdf"; filename*=UTF-8''Jos%C3%A9%20Lee.pdf`,
    );
  });
});
