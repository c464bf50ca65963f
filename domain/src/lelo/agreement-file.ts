/** Two digits, zero-padded. */
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The 'yymmdd_hhmm' stamp of a moment, in the local time of the process. */
export function agreementTimestamp(now: Date): string {
  const yy = pad(now.getFullYear() % 100);
  return `${yy}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}`;
}

/**
 * A file-name part: accents taken off the letters ('José Peña' → 'JosePena'), then no path separators
 * or other characters that trouble blob names.
 */
function safePart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .replace(/[^A-Za-z0-9-]+/g, '');
}

/** The signed agreement's file name: '{permalink}_{lastName}_{firstName}_{yymmdd_hhmm}.pdf'. */
export function signedAgreementFileName(
  permalink: string,
  lastName: string,
  firstName: string,
  now: Date,
): string {
  return `${safePart(permalink)}_${safePart(lastName)}_${safePart(firstName)}_${agreementTimestamp(now)}.pdf`;
}

/** The brand name: the part of the learning center name before the first hyphen, trimmed. */
export function brandNameOfLearningCenter(name: string): string {
  const hyphen = name.indexOf('-');
  return (hyphen === -1 ? name : name.slice(0, hyphen)).trim();
}
