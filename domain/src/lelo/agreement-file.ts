import { businessClock } from '../shared/business-clock.ts';

/** Two digits, zero-padded. */
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The 'yymmdd_hhmm' stamp of a moment on the business (enrollment) time zone's clocks: the Functions
 * app runs in UTC, and a file signed at 5 pm in California must not be stamped the next day.
 */
export function agreementTimestamp(now: Date): string {
  const clock = businessClock(now);
  return `${pad(clock.year % 100)}${pad(clock.month)}${pad(clock.day)}_${pad(clock.hour)}${pad(clock.minute)}`;
}

/**
 * A file-name part: accents taken off Latin letters ('José Peña' → 'JosePena'), letters of other
 * scripts kept ('张伟', 'Արամ'), then no path separators, spaces or other characters that trouble
 * blob names.
 */
function safePart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, '');
}

/**
 * The signed agreement's file name: '{permalink}_{lastName}_{firstName}_{yymmdd_hhmm}_{entryId}.pdf'.
 * The entry's id makes it unique per entry: two students of the same names (or whose names keep no
 * letter) signing in the same minute get two files.
 */
export function signedAgreementFileName(
  permalink: string,
  lastName: string,
  firstName: string,
  now: Date,
  entryId: string,
): string {
  return `${safePart(permalink)}_${safePart(lastName)}_${safePart(firstName)}_${agreementTimestamp(now)}_${safePart(entryId)}.pdf`;
}

/** The brand name: the part of the learning center name before the first hyphen, trimmed. */
export function brandNameOfLearningCenter(name: string): string {
  const hyphen = name.indexOf('-');
  return (hyphen === -1 ? name : name.slice(0, hyphen)).trim();
}
