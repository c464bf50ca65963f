import { describe, expect, it } from 'vitest';
import {
  isRegistrationEditable,
  programLabel,
  progressStepOf,
  REGISTRATION_PROGRESS_STEPS,
  registrationActions,
} from './registration-actions.ts';
import { REGISTRATION_STATUSES, type RegistrationStatus } from './registration-record.ts';
import { canTransition } from './registration-status-machine.ts';

function state(status: RegistrationStatus, processingLevel: number) {
  return { status, processingLevel, progressLevel: 0, orientationScheduled: processingLevel >= 1 };
}

describe('registrationActions (the buttons for each state)', () => {
  it('shows Edit Form and Process Registration below processingLevel 2', () => {
    for (const processingLevel of [0, 1]) {
      expect(registrationActions(state('Enrollment Submitted', processingLevel))).toEqual([
        'editForm',
        'processRegistration',
      ]);
    }
  });

  it('shows Reschedule Orientation, Add Special Programs and Terminate Registration from processingLevel 2', () => {
    for (const processingLevel of [2, 3]) {
      expect(registrationActions(state('Orientation Scheduled', processingLevel))).toEqual([
        'editForm',
        'rescheduleOrientation',
        'addSpecialPrograms',
        'terminateRegistration',
      ]);
    }
  });

  it('hides Edit Form for a complete enrollment; a terminated one shows only Reactivate Registration', () => {
    expect(registrationActions(state('Enrollment Complete', 3))).toEqual([
      'rescheduleOrientation',
      'addSpecialPrograms',
      'terminateRegistration',
    ]);
    expect(registrationActions(state('Enrollment Terminated', 2))).toEqual(['reactivateRegistration']);
    expect(registrationActions(state('Enrollment Terminated', 0))).toEqual(['reactivateRegistration']);
  });

  it('offers each processing button exactly when the status machine allows its move', () => {
    const buttons = {
      rescheduleOrientation: 'orientationScheduled',
      addSpecialPrograms: 'specialProgramsSet',
      terminateRegistration: 'terminated',
      reactivateRegistration: 'reactivated',
    } as const;
    for (const status of REGISTRATION_STATUSES)
      for (const processingLevel of [2, 3]) {
        const offered = registrationActions(state(status, processingLevel));
        for (const [button, move] of Object.entries(buttons))
          expect(
            offered.includes(button as keyof typeof buttons),
            `${button} ${status} ${processingLevel}`,
          ).toBe(canTransition(state(status, processingLevel), move));
      }
  });

  it('closes complete and terminated registrations for edits, every other status stays editable', () => {
    expect(isRegistrationEditable({ status: 'Enrollment Complete' })).toBe(false);
    expect(isRegistrationEditable({ status: 'Enrollment Terminated' })).toBe(false);
    for (const status of [
      'Enrollment Submitted',
      'Orientation Scheduled',
      'Virtual Orientation Sent',
      'Interdistrict Transfer Requested',
      'Auto Withdraw Requested',
    ] as const) {
      expect(isRegistrationEditable({ status }), status).toBe(true);
    }
  });
});

describe('the progress indicator', () => {
  it('has the four steps of the post-registration modal', () => {
    expect(REGISTRATION_PROGRESS_STEPS).toEqual([
      'Submit Registration',
      'Process Registration',
      'Orientation Ready',
      'Enrollment Complete',
    ]);
  });

  it('reads progressLevel as the step reached, clamped to 0..3', () => {
    expect(progressStepOf({ progressLevel: 0 })).toBe(0);
    expect(progressStepOf({ progressLevel: 1 })).toBe(1);
    expect(progressStepOf({ progressLevel: 3 })).toBe(3);
    expect(progressStepOf({ progressLevel: 7 })).toBe(3);
    expect(progressStepOf({ progressLevel: -1 })).toBe(0);
    expect(progressStepOf({ progressLevel: 1.6 })).toBe(1);
    expect(progressStepOf({ progressLevel: Number.NaN })).toBe(0);
  });
});

describe('programLabel', () => {
  it('shows fiveZeroFour as 504 and every other key upper-cased', () => {
    expect(programLabel('fiveZeroFour')).toBe('504');
    expect(programLabel('iep')).toBe('IEP');
    expect(programLabel('ell')).toBe('ELL');
    expect(programLabel('gate')).toBe('GATE');
  });
});
