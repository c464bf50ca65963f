import { LELO_STEPS, type LeloStepKey, needsMailingStep } from '@enroll/domain';
import { LELO_STEP_PATHS } from './lelo-step-paths.ts';

/**
 * The wizard's routes (see docs/architecture.md): step 1 is the entry
 * /forms/{permalink}[/{uuid}], steps 2-7 are /leloStudent, /leloStudent1 … /leloStudent5; the mailing
 * step (/leloStudent3) is skipped when the mailing address is the same.
 */
export { LELO_STEP_PATHS };

export const LELO_STEP_COUNT = LELO_STEPS.length;
export const LELO_SUBMIT_LEVEL = LELO_STEP_COUNT - 1;
export const PARENT_LEVEL = LELO_STEPS.indexOf('parent');
const PHYSICAL_LEVEL = LELO_STEPS.indexOf('physicalAddress');
const MAILING_LEVEL = LELO_STEPS.indexOf('mailingAddress');

export const RESPONSE_PATH = '/response-lelo';

/** The entry of the wizard (step 1): /forms/{permalink} or /forms/{permalink}/{uuid}. */
export function entryPath(permalink: string, uuid: string | null): string {
  const base = `/forms/${encodeURIComponent(permalink)}`;
  return uuid ? `${base}/${encodeURIComponent(uuid)}` : base;
}

/** /sessionExpired/{permalink}[/{uuid}]. */
export function sessionClosedPath(permalink: string, uuid: string | null): string {
  const base = `/sessionExpired/${encodeURIComponent(permalink)}`;
  return uuid ? `${base}/${encodeURIComponent(uuid)}` : base;
}

/** The level shown at `pathname`: 0 on /forms/…, 1..6 on the step paths; null elsewhere. */
export function levelOfPath(pathname: string): number | null {
  if (/^\/forms\/[^/]+(\/[^/]+)?\/?$/.test(pathname)) return 0;
  const index = (LELO_STEP_PATHS as readonly string[]).indexOf(pathname.replace(/\/$/, ''));
  return index === -1 ? null : index + 1;
}

export function isWizardPath(pathname: string): boolean {
  return levelOfPath(pathname) !== null;
}

export function pathOfLevel(level: number, permalink: string, uuid: string | null): string {
  return level <= 0 ? entryPath(permalink, uuid) : (LELO_STEP_PATHS[level - 1] ?? LELO_STEP_PATHS[0]);
}

export function stepOfLevel(level: number): LeloStepKey {
  return LELO_STEPS[Math.min(Math.max(0, level), LELO_SUBMIT_LEVEL)] ?? 'location';
}

/** After the physical address: the mailing step only when the mailing address differs. */
export function nextLeloLevel(level: number, isMailingAddressTheSame: string): number {
  if (level === PHYSICAL_LEVEL && !needsMailingStep(isMailingAddressTheSame)) return MAILING_LEVEL + 1;
  return level + 1;
}

export function previousLeloLevel(level: number, isMailingAddressTheSame: string): number {
  if (level === MAILING_LEVEL + 1 && !needsMailingStep(isMailingAddressTheSame)) return PHYSICAL_LEVEL;
  return Math.max(0, level - 1);
}

/**
 * The steps a move from `level` can show, by the rules the wizard moves by: what Next leads to with the
 * answers so far, the next step of the table (an answer changed just before Next reaches the draft only
 * with that Next), and what Back leads to. Their code is fetched while the step on screen is filled.
 */
export function leloStepsBeside(level: number, isMailingAddressTheSame: string): LeloStepKey[] {
  const levels = [
    nextLeloLevel(level, isMailingAddressTheSame),
    level + 1,
    previousLeloLevel(level, isMailingAddressTheSame),
  ];
  const beside = levels.filter((other) => other !== level && other >= 0 && other <= LELO_SUBMIT_LEVEL);
  return [...new Set(beside.map(stepOfLevel))];
}
