import { describe, expect, it } from 'vitest';
import {
  isRegistrationEditable,
  programLabel,
  progressStepOf,
  REGISTRATION_PROGRESS_STEPS,
  registrationActions,
} from './registration-actions.ts';

describe('registrationActions (the buttons for each state)', () => {
  it('shows Edit Form and Process Registration below processingLevel 2', () => {
    for (const processingLevel of [0, 1]) {
      expect(registrationActions({ status: 'Enrollment Submitted', processingLevel })).toEqual([
        'editForm',
        'processRegistration',
      ]);
    }
  });

  it('shows Reschedule Orientation, Add Special Programs and Terminate Registration from processingLevel 2', () => {
    for (const processingLevel of [2, 3]) {
      expect(registrationActions({ status: 'Orientation Scheduled', processingLevel })).toEqual([
        'editForm',
        'rescheduleOrientation',
        'addSpecialPrograms',
        'terminateRegistration',
      ]);
    }
  });

  it('hides Edit Form for a complete enrollment; a terminated one shows only Reactivate Registration', () => {
    expect(registrationActions({ status: 'Enrollment Complete', processingLevel: 3 })).toEqual([
      'rescheduleOrientation',
      'addSpecialPrograms',
      'terminateRegistration',
    ]);
    expect(registrationActions({ status: 'Enrollment Terminated', processingLevel: 2 })).toEqual([
      'reactivateRegistration',
    ]);
    expect(registrationActions({ status: 'Enrollment Terminated', processingLevel: 0 })).toEqual([
      'reactivateRegistration',
    ]);
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
