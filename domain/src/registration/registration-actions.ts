/**
 * What the registration detail screen offers for a registration's state (the buttons it shows) and
 * how its progress reads.
 */
import { isClosedRegistration } from './closed-registration.ts';
import type { RegistrationRecord } from './registration-record.ts';
import {
  canTransition,
  levelOf,
  type ProcessState,
  type RegistrationEventType,
} from './registration-status-machine.ts';

/** A complete or terminated registration hides Edit Form; the API refuses its edit too. */
export function isRegistrationEditable(record: Pick<RegistrationRecord, 'status'>): boolean {
  return !isClosedRegistration(record.status);
}

export type RegistrationAction =
  | 'editForm'
  | 'processRegistration'
  | 'rescheduleOrientation'
  | 'addSpecialPrograms'
  | 'terminateRegistration'
  | 'reactivateRegistration';

/**
 * The buttons shown, each offered exactly when the status machine allows its move: Edit Form unless
 * closed; below processing level 2 Process Registration (a match or an orientation may still be set),
 * from level 2 Reschedule Orientation, Add Special Programs and Terminate Registration; Reactivate
 * Registration once terminated. So a terminated registration shows only Reactivate. (Export to PDF is
 * always shown.)
 */
export function registrationActions(record: ProcessState): RegistrationAction[] {
  const can = (type: RegistrationEventType) => canTransition(record, type);
  const actions: RegistrationAction[] = isRegistrationEditable(record) ? ['editForm'] : [];
  if (levelOf(record.processingLevel) < 2) {
    if (can('studentMatched') || can('orientationScheduled')) actions.push('processRegistration');
  } else {
    if (can('orientationScheduled')) actions.push('rescheduleOrientation');
    if (can('specialProgramsSet')) actions.push('addSpecialPrograms');
    if (can('terminated')) actions.push('terminateRegistration');
  }
  if (can('reactivated')) actions.push('reactivateRegistration');
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
