/**
 * What the registration detail screen offers for a registration's state (the buttons it shows) and
 * how its progress reads.
 */
import type { RegistrationRecord, RegistrationStatus } from './registration-record.ts';

/** The statuses after which the registration is closed for editing. */
const CLOSED_STATUSES: readonly RegistrationStatus[] = ['Enrollment Complete', 'Enrollment Terminated'];

/** A complete or terminated registration hides Edit Form; the API refuses its edit too. */
export function isRegistrationEditable(record: Pick<RegistrationRecord, 'status'>): boolean {
  return !CLOSED_STATUSES.includes(record.status);
}

export type RegistrationAction =
  | 'editForm'
  | 'processRegistration'
  | 'rescheduleOrientation'
  | 'addSpecialPrograms'
  | 'terminateRegistration'
  | 'reactivateRegistration';

/**
 * The buttons shown: a terminated registration shows only Reactivate Registration; otherwise Edit
 * Form unless complete, then Process Registration while processingLevel is below 2, else Reschedule
 * Orientation, Add Special Programs and Terminate Registration. (Export to PDF is always shown.)
 */
export function registrationActions(
  record: Pick<RegistrationRecord, 'status' | 'processingLevel'>,
): RegistrationAction[] {
  if (record.status === 'Enrollment Terminated') return ['reactivateRegistration'];
  const actions: RegistrationAction[] = isRegistrationEditable(record) ? ['editForm'] : [];
  if (record.processingLevel < 2) actions.push('processRegistration');
  else actions.push('rescheduleOrientation', 'addSpecialPrograms', 'terminateRegistration');
  return actions;
}

/** The progress bar's four steps; progressLevel n has reached step n (0 submit … 3 enrollment complete). */
export const REGISTRATION_PROGRESS_STEPS = [
  'Submit Registration',
  'Process Registration',
  'Orientation Ready',
  'Enrollment Complete',
] as const;

/** progressLevel clamped to the bar's steps (0 to 3). */
export function progressStepOf(record: Pick<RegistrationRecord, 'progressLevel'>): number {
  const level = Number.isFinite(record.progressLevel) ? Math.trunc(record.progressLevel) : 0;
  return Math.min(Math.max(level, 0), REGISTRATION_PROGRESS_STEPS.length - 1);
}

/** A special program's label: the key fiveZeroFour is '504', every other key upper-cased. */
export function programLabel(key: string): string {
  return key === 'fiveZeroFour' ? '504' : key.toUpperCase();
}
