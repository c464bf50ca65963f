import { describe, expect, it } from 'vitest';
import type { OrientationChoice } from './orientation.ts';
import type { RegistrationStatus } from './registration-record.ts';
import {
  canTransition,
  type ProcessState,
  REGISTRATION_EVENT_EFFECTS,
  type RegistrationEvent,
  type RegistrationEventType,
  transitionRegistration,
} from './registration-status-machine.ts';
import type { StudentMatch } from './student-match.ts';

const student: StudentMatch = {
  match_type: 'Exact',
  sis_charter: 'Sierra Charter',
  sis_student_first_name: 'Ana',
  sis_student_last_name: 'Lopez',
  sis_student_dob: '03/04/2009',
  sis_local_id: 'L-100',
  sis_district_id: 'D-200',
  start_date: '08/15/2024',
  finish_date: '',
  sis_school_email: 'ana.lopez@school.example.org',
  url: 'https://sis.example.org/students/L-100',
};

const live: OrientationChoice = {
  type: 'LIVE',
  date: '2027-01-13',
  startTime: '10:00AM',
  endTime: '11:30AM',
  sendEmail: true,
};
const virtual: OrientationChoice = { type: 'VIRTUAL', link: 'https://meet.example.org/o', sendEmail: false };

const EVENTS: Record<RegistrationEventType, RegistrationEvent> = {
  studentMatched: { type: 'studentMatched', student, action: 'Interdistrict Transfer' },
  noMatchFound: { type: 'noMatchFound' },
  orientationScheduled: { type: 'orientationScheduled', orientation: live },
  orientationConfirmed: { type: 'orientationConfirmed' },
  orientationCompleted: { type: 'orientationCompleted' },
  specialProgramsSet: {
    type: 'specialProgramsSet',
    programs: { iep: true },
    programDescription: 'IEP on file',
  },
  terminated: { type: 'terminated', notes: 'Moved out of state' },
  reactivated: { type: 'reactivated' },
};

function state(
  status: RegistrationStatus,
  processingLevel: number,
  progressLevel = processingLevel,
  orientationScheduled = false,
): ProcessState {
  return { status, processingLevel, progressLevel, orientationScheduled };
}

/** Every state the spec's flow can reach, with the events legal from it (all others are refused). */
const LEGAL: { name: string; state: ProcessState; legal: RegistrationEventType[] }[] = [
  {
    name: 'submitted, not processed',
    state: state('Enrollment Submitted', 0, 0),
    legal: ['studentMatched', 'noMatchFound', 'orientationScheduled'],
  },
  {
    name: 'orientation set before the match (Schedule Orientation Now)',
    state: state('Orientation Scheduled', 0, 1, true),
    legal: ['studentMatched', 'noMatchFound', 'orientationScheduled'],
  },
  {
    name: 'transfer pending',
    state: state('Interdistrict Transfer Requested', 1, 1),
    legal: ['studentMatched', 'noMatchFound', 'orientationScheduled'],
  },
  {
    name: 'matched, orientation already set',
    state: state('Enrollment Submitted', 1, 1, true),
    legal: ['studentMatched', 'noMatchFound', 'orientationScheduled', 'orientationConfirmed'],
  },
  {
    name: 'orientation ready (live)',
    state: state('Orientation Scheduled', 2, 2, true),
    legal: ['orientationScheduled', 'orientationCompleted', 'specialProgramsSet', 'terminated'],
  },
  {
    name: 'orientation ready (virtual) with special programs',
    state: state('Virtual Orientation Sent', 3, 2, true),
    legal: ['orientationScheduled', 'orientationCompleted', 'specialProgramsSet', 'terminated'],
  },
  {
    name: 'enrollment complete',
    state: state('Enrollment Complete', 2, 3, true),
    legal: ['orientationScheduled', 'specialProgramsSet', 'terminated'],
  },
  { name: 'terminated', state: state('Enrollment Terminated', 2, 3, true), legal: ['reactivated'] },
];

/** The processing fields as an event that clears them leaves them: no match, no orientation, no note. */
const CLEARED: Record<string, unknown> = {
  selectedStudent: null,
  orientationScheduled: false,
  orientationType: '',
  orientationTime: '',
  orientationDate: '',
  orientationLink: '',
  terminationNotes: '',
};

describe('the registration status machine', () => {
  for (const { name, state: from, legal } of LEGAL) {
    for (const type of Object.keys(EVENTS) as RegistrationEventType[]) {
      const expected = legal.includes(type);
      it(`${expected ? 'allows' : 'refuses'} ${type} when ${name}`, () => {
        expect(canTransition(from, type)).toBe(expected);
        expect(transitionRegistration(from, EVENTS[type]).ok).toBe(expected);
      });
    }
  }

  it('a chosen match sets the action status, levels 1 and the student', () => {
    expect(transitionRegistration(state('Enrollment Submitted', 0), EVENTS.studentMatched)).toEqual({
      ok: true,
      changes: {
        status: 'Interdistrict Transfer Requested',
        processingLevel: 1,
        progressLevel: 1,
        selectedStudent: student,
      },
    });
    const none = transitionRegistration(state('Enrollment Submitted', 0), {
      type: 'studentMatched',
      student,
      action: 'No Action Needed',
    });
    expect(none.ok && none.changes.status).toBe('Enrollment Submitted');
  });

  it('no match sets Enrollment Submitted with progress and processing level 1', () => {
    expect(transitionRegistration(state('Orientation Scheduled', 0, 1, true), EVENTS.noMatchFound)).toEqual({
      ok: true,
      changes: {
        status: 'Enrollment Submitted',
        processingLevel: 1,
        progressLevel: 1,
        selectedStudent: null,
      },
    });
  });

  it('a live orientation in processing is Orientation Scheduled at levels 2 with its time text', () => {
    expect(transitionRegistration(state('Enrollment Submitted', 1, 1), EVENTS.orientationScheduled)).toEqual({
      ok: true,
      changes: {
        orientationType: 'LIVE',
        orientationLink: '',
        orientationTime: '01/13/2027 10:00AM - 11:30AM',
        orientationDate: '2027-01-13',
        status: 'Orientation Scheduled',
        orientationScheduled: true,
        processingLevel: 2,
        progressLevel: 2,
      },
    });
  });

  it('a virtual orientation is Virtual Orientation Sent; a reschedule keeps processing level 3', () => {
    const result = transitionRegistration(state('Orientation Scheduled', 3, 2, true), {
      type: 'orientationScheduled',
      orientation: virtual,
    });
    expect(result).toEqual({
      ok: true,
      changes: {
        orientationType: 'VIRTUAL',
        orientationLink: 'https://meet.example.org/o',
        orientationTime: '',
        orientationDate: '',
        status: 'Virtual Orientation Sent',
        orientationScheduled: true,
        processingLevel: 3,
        progressLevel: 2,
      },
    });
  });

  it('an orientation set before the match keeps processing at the match check and progress at 1', () => {
    const result = transitionRegistration(state('Enrollment Submitted', 0, 1), EVENTS.orientationScheduled);
    expect(result.ok && [result.changes.processingLevel, result.changes.progressLevel]).toEqual([0, 1]);
  });

  it('confirming, completing, programs, terminating and reactivating set the spec levels', () => {
    const confirmed = transitionRegistration(
      state('Enrollment Submitted', 1, 1, true),
      EVENTS.orientationConfirmed,
    );
    expect(confirmed).toEqual({
      ok: true,
      changes: { status: 'Orientation Scheduled', processingLevel: 2, progressLevel: 2 },
    });
    expect(
      transitionRegistration(state('Orientation Scheduled', 2, 2, true), EVENTS.orientationCompleted),
    ).toEqual({
      ok: true,
      changes: { status: 'Enrollment Complete', progressLevel: 3 },
    });
    expect(
      transitionRegistration(state('Orientation Scheduled', 2, 2, true), EVENTS.specialProgramsSet),
    ).toEqual({
      ok: true,
      changes: {
        programs: { iep: true },
        programDescription: 'IEP on file',
        processingLevel: 3,
        progressLevel: 2,
      },
    });
    const completePrograms = transitionRegistration(
      state('Enrollment Complete', 2, 3, true),
      EVENTS.specialProgramsSet,
    );
    expect(completePrograms.ok && completePrograms.changes.progressLevel).toBe(3);
    expect(transitionRegistration(state('Orientation Scheduled', 3, 2, true), EVENTS.terminated)).toEqual({
      ok: true,
      changes: {
        status: 'Enrollment Terminated',
        progressLevel: 3,
        processingLevel: 2,
        terminationNotes: 'Moved out of state',
      },
    });
    expect(transitionRegistration(state('Enrollment Terminated', 2, 3, true), EVENTS.reactivated)).toEqual({
      ok: true,
      changes: {
        status: 'Enrollment Submitted',
        progressLevel: 1,
        processingLevel: 0,
        // The ended enrollment's match, orientation and termination note are cleared; programs kept.
        ...CLEARED,
      },
    });
  });

  it('reschedules a completed enrollment without un-completing it', () => {
    const result = transitionRegistration(state('Enrollment Complete', 2, 3, true), {
      type: 'orientationScheduled',
      orientation: { type: 'VIRTUAL', link: 'https://meet.example/new', sendEmail: false },
    });
    expect(result).toEqual({
      ok: true,
      changes: {
        orientationType: 'VIRTUAL',
        orientationLink: 'https://meet.example/new',
        orientationTime: '',
        orientationDate: '',
        orientationScheduled: true,
      },
    });
    // Still complete: completing it again (and the final e-mail) is not possible.
    expect(canTransition(state('Enrollment Complete', 2, 3, true), 'orientationCompleted')).toBe(false);
  });
});

describe('what each move sets, clears and keeps', () => {
  const ALL_FIELDS = [
    'status',
    'processingLevel',
    'progressLevel',
    'selectedStudent',
    'orientationScheduled',
    'orientationType',
    'orientationTime',
    'orientationDate',
    'orientationLink',
    'programs',
    'programDescription',
    'terminationNotes',
  ];

  for (const [type, effects] of Object.entries(REGISTRATION_EVENT_EFFECTS)) {
    it(`${type}: names every processing field once, and changes only what it sets or clears`, () => {
      const named = [...effects.sets, ...effects.clears, ...effects.keeps];
      expect([...named].sort()).toEqual([...ALL_FIELDS].sort());
      expect(new Set(named).size).toBe(named.length);
      const legalFrom = LEGAL.filter((entry) => entry.legal.includes(type as RegistrationEventType));
      expect(legalFrom.length).toBeGreaterThan(0);
      for (const { state: from } of legalFrom) {
        const result = transitionRegistration(from, EVENTS[type as RegistrationEventType]);
        if (!result.ok) throw new Error(`${type} refused`);
        const changed = Object.keys(result.changes);
        for (const field of changed) expect([...effects.sets, ...effects.clears]).toContain(field);
        for (const field of effects.clears) expect(result.changes).toHaveProperty(field, CLEARED[field]);
        for (const field of effects.keeps) expect(changed).not.toContain(field);
      }
    });
  }

  it('reactivating keeps the special programs but clears the match, the orientation and the termination note', () => {
    expect(REGISTRATION_EVENT_EFFECTS.reactivated.keeps).toEqual(['programs', 'programDescription']);
    expect(REGISTRATION_EVENT_EFFECTS.reactivated.clears).toEqual(
      expect.arrayContaining([
        'selectedStudent',
        'orientationScheduled',
        'orientationLink',
        'terminationNotes',
      ]),
    );
  });
});
