/**
 * An e-mail subject as one line: CR, LF and every other control character (C0, DEL, C1, and the
 * Unicode line and paragraph separators) become a space, runs of spaces one, ends trimmed. Subjects
 * carry family-typed names and staff-typed site names; a line break there could add mail headers or
 * split the subject at the sender.
 */
export function singleLineSubject(subject: string): string {
  return subject
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
