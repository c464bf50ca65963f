/** Characters no file system or browser keeps in a file name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu;
const MAX_LENGTH = 150;

/**
 * A download's file name from names people typed ('{first} {last}_InterestForm.pdf'): characters a
 * file system refuses are dropped, spaces collapsed, the length capped (the extension kept).
 * `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'export'): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  const stem = cleaned
    .slice(0, cleaned.length - extension.length)
    .replace(/^[.\s]+/, '')
    .trim();
  if (!stem) return fallback + extension;
  return [...stem].slice(0, MAX_LENGTH).join('').trim() + extension;
}
