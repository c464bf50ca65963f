/**
 * The one status machine of a primary registration. Every
 * processing step is an event; `transitionRegistration` says whether it is legal from the
 * registration's status and levels and what it sets. The server applies it to the stored record
 * under its ETag and refuses an illegal one with 409 'registration.transition.illegal', so two
 * coordinators acting at once cannot leave a registration in a state the spec does not have.
 *
 * Levels: processingLevel 0 student match check, 1 schedule or confirm orientation, 2 orientation
 * ready, 3 special programs added. progressLevel is the 4-step bar (0 submit … 3 enrollment complete).
 */
import { isClosedRegistration } from './closed-registration.ts';
import { formatOrientationTime, type OrientationChoice } from './orientation.ts';
import type { ProgramState, RegistrationRecord, RegistrationStatus } from './registration-record.ts';
import { MATCH_ACTIONS, type MatchActionName, type SelectedStudent } from './student-match.ts';

export type RegistrationEvent =
  /** Process Registration, step 1: a SIS match chosen with an action (the status becomes the action's). */
  | { type: 'studentMatched'; student: SelectedStudent; action: MatchActionName }
  /** Process Registration, step 1: no SIS record matches. */
  | { type: 'noMatchFound' }
  /** The scheduler (Process step 2, Reschedule, or 'Schedule Orientation Now' before processing). */
  | { type: 'orientationScheduled'; orientation: OrientationChoice }
  /** Process step 2 when an orientation was already set before processing: confirm it. */
  | { type: 'orientationConfirmed' }
  /** 'Set to Completed Orientation' on /scheduled-orientations: the enrollment is complete. */
  | { type: 'orientationCompleted' }
  | { type: 'specialProgramsSet'; programs: Record<string, ProgramState>; programDescription: string }
  | { type: 'terminated'; notes: string }
  | { type: 'reactivated' };

export type RegistrationEventType = RegistrationEvent['type'];

/** What the machine reads of a registration. */
export type ProcessState = Pick<
  RegistrationRecord,
  'status' | 'processingLevel' | 'progressLevel' | 'orientationScheduled'
>;

/** What a transition may set on a registration (and nothing else). */
export type ProcessChanges = Partial<
  Pick<
    RegistrationRecord,
    | 'status'
    | 'processingLevel'
    | 'progressLevel'
    | 'selectedStudent'
    | 'orientationScheduled'
    | 'orientationType'
    | 'orientationTime'
    | 'orientationDate'
    | 'orientationLink'
    | 'programs'
    | 'programDescription'
    | 'terminationNotes'
  >
>;

export type TransitionResult = { ok: true; changes: ProcessChanges } | { ok: false };

/** The orientation fields of a registration. */
const ORIENTATION_FIELDS = [
  'orientationScheduled',
  'orientationType',
  'orientationTime',
  'orientationDate',
  'orientationLink',
] as const satisfies readonly (keyof ProcessChanges)[];

type ProcessField = keyof ProcessChanges;

/**
 * What each move does to the processing fields of a registration: the fields it `sets`, those it
 * `clears` (back to empty), and those it `keeps` as they were. Together they name every processing
 * field, so no move changes something it does not declare; the unit test holds each move to this.
 */
export const REGISTRATION_EVENT_EFFECTS: Record<
  RegistrationEventType,
  { sets: readonly ProcessField[]; clears: readonly ProcessField[]; keeps: readonly ProcessField[] }
> = {
  studentMatched: {
    sets: ['status', 'processingLevel', 'progressLevel', 'selectedStudent'],
    clears: [],
    keeps: [...ORIENTATION_FIELDS, 'programs', 'programDescription', 'terminationNotes'],
  },
  noMatchFound: {
    sets: ['status', 'processingLevel', 'progressLevel'],
    clears: ['selectedStudent'],
    keeps: [...ORIENTATION_FIELDS, 'programs', 'programDescription', 'terminationNotes'],
  },
  // A completed enrollment's reschedule sets only the orientation (its status and levels are kept;
  // no second completion, no second final e-mail): the status and levels are `sets` otherwise.
  orientationScheduled: {
    sets: ['status', 'processingLevel', 'progressLevel', ...ORIENTATION_FIELDS],
    clears: [],
    keeps: ['selectedStudent', 'programs', 'programDescription', 'terminationNotes'],
  },
  orientationConfirmed: {
    sets: ['status', 'processingLevel', 'progressLevel'],
    clears: [],
    keeps: ['selectedStudent', ...ORIENTATION_FIELDS, 'programs', 'programDescription', 'terminationNotes'],
  },
  orientationCompleted: {
    sets: ['status', 'progressLevel'],
    clears: [],
    keeps: [
      'processingLevel',
      'selectedStudent',
      ...ORIENTATION_FIELDS,
      'programs',
      'programDescription',
      'terminationNotes',
    ],
  },
  specialProgramsSet: {
    sets: ['programs', 'programDescription', 'processingLevel', 'progressLevel'],
    clears: [],
    keeps: ['status', 'selectedStudent', ...ORIENTATION_FIELDS, 'terminationNotes'],
  },
  terminated: {
    sets: ['status', 'progressLevel', 'processingLevel', 'terminationNotes'],
    clears: [],
    keeps: ['selectedStudent', ...ORIENTATION_FIELDS, 'programs', 'programDescription'],
  },
  // Processing starts again from the student match: the ended enrollment's match, orientation and
  // termination note go; the special programs describe the student and are shown again for review.
  reactivated: {
    sets: ['status', 'progressLevel', 'processingLevel'],
    clears: ['selectedStudent', ...ORIENTATION_FIELDS, 'terminationNotes'],
    keeps: ['programs', 'programDescription'],
  },
};

/** Statuses a live or virtual orientation leaves a registration in (the scheduled orientations list). */
export const SCHEDULED_ORIENTATION_STATUSES = [
  'Orientation Scheduled',
  'Virtual Orientation Sent',
] as const satisfies readonly RegistrationStatus[];

/** The orientation fields of a registration with none. */
const NO_ORIENTATION = {
  orientationScheduled: false,
  orientationType: '',
  orientationTime: '',
  orientationDate: '',
  orientationLink: '',
} as const satisfies ProcessChanges;

/** A level as a whole number (a missing or broken one reads as 0). */
export function levelOf(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Whether `event` may happen to a registration in `state` (the buttons follow the same rules). */
export function canTransition(state: ProcessState, type: RegistrationEventType): boolean {
  const processing = levelOf(state.processingLevel);
  switch (type) {
    case 'studentMatched':
    case 'noMatchFound':
      return processing < 2 && !isClosedRegistration(state.status);
    case 'orientationScheduled':
      // Before the match (level 0, 'Schedule Orientation Now'), in processing, or a reschedule.
      return state.status !== 'Enrollment Terminated';
    case 'orientationConfirmed':
      return processing === 1 && state.orientationScheduled && !isClosedRegistration(state.status);
    case 'orientationCompleted':
      return processing >= 2 && (SCHEDULED_ORIENTATION_STATUSES as readonly string[]).includes(state.status);
    case 'specialProgramsSet':
    case 'terminated':
      return processing >= 2 && state.status !== 'Enrollment Terminated';
    case 'reactivated':
      return state.status === 'Enrollment Terminated';
  }
}

function orientationChanges(state: ProcessState, orientation: OrientationChoice): ProcessChanges {
  const processing = levelOf(state.processingLevel);
  const fields: ProcessChanges =
    orientation.type === 'VIRTUAL'
      ? {
          orientationType: 'VIRTUAL',
          orientationLink: orientation.link,
          orientationTime: '',
          orientationDate: '',
          status: 'Virtual Orientation Sent',
        }
      : {
          orientationType: 'LIVE',
          orientationLink: '',
          orientationTime: formatOrientationTime(
            orientation.date,
            orientation.startTime,
            orientation.endTime,
          ),
          orientationDate: orientation.date,
          status: 'Orientation Scheduled',
        };
  // A completed enrollment keeps its status and progress: only its orientation moves (no second
  // completion, no second final e-mail).
  if (state.status === 'Enrollment Complete') {
    const { status: _status, ...orientation } = fields;
    return { ...orientation, orientationScheduled: true };
  }
  // Before the student match the orientation is only set ahead (processing stays at the match check,
  // progress at 'Process Registration'); from processing on it makes the student orientation ready.
  const levels =
    processing === 0
      ? { processingLevel: 0, progressLevel: Math.max(1, levelOf(state.progressLevel)) }
      : { processingLevel: Math.max(2, processing), progressLevel: 2 };
  return { ...fields, orientationScheduled: true, ...levels };
}

/** The changes `event` makes to a registration in `state`, or `{ ok: false }` when it is not legal there. */
export function transitionRegistration(state: ProcessState, event: RegistrationEvent): TransitionResult {
  if (!canTransition(state, event.type)) return { ok: false };
  switch (event.type) {
    case 'studentMatched': {
      const action = MATCH_ACTIONS.find((entry) => entry.action === event.action);
      if (!action) return { ok: false };
      return {
        ok: true,
        changes: {
          status: action.status,
          processingLevel: 1,
          progressLevel: 1,
          selectedStudent: event.student,
        },
      };
    }
    case 'noMatchFound':
      return {
        ok: true,
        changes: {
          status: 'Enrollment Submitted',
          processingLevel: 1,
          progressLevel: 1,
          selectedStudent: null,
        },
      };
    case 'orientationScheduled':
      return { ok: true, changes: orientationChanges(state, event.orientation) };
    case 'orientationConfirmed':
      return { ok: true, changes: { status: 'Orientation Scheduled', processingLevel: 2, progressLevel: 2 } };
    case 'orientationCompleted':
      return { ok: true, changes: { status: 'Enrollment Complete', progressLevel: 3 } };
    case 'specialProgramsSet':
      return {
        ok: true,
        changes: {
          programs: event.programs,
          programDescription: event.programDescription,
          processingLevel: 3,
          progressLevel: Math.max(2, levelOf(state.progressLevel)),
        },
      };
    case 'terminated':
      return {
        ok: true,
        changes: {
          status: 'Enrollment Terminated',
          progressLevel: 3,
          processingLevel: 2,
          terminationNotes: event.notes,
        },
      };
    case 'reactivated':
      return {
        ok: true,
        changes: {
          status: 'Enrollment Submitted',
          progressLevel: 1,
          processingLevel: 0,
          selectedStudent: null,
          ...NO_ORIENTATION,
          terminationNotes: '',
        },
      };
  }
}
