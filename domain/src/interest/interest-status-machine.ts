import type { InterestEntry, InterestStatus } from './interest-entry.ts';

/**
 * What can happen to an interest entry after it is stored, and the only way its status changes:
 * - a contact note is added (the spec sets 'Follow up Required' when the coordinator leaves the detail
 *   with notes; the server does it when the note is stored, so a closed tab cannot lose it);
 * - the coordinator marks it 'Not Interested', or undoes that (the entry returns to the status it had);
 * - a registration is submitted from it (the family's link or the staff transfer).
 */
export type InterestEvent = 'noteAdded' | 'markedNotInterested' | 'reopened' | 'enrollmentSubmitted';

/** Every event, in the order a screen offers them. */
const EVENTS: readonly InterestEvent[] = [
  'noteAdded',
  'markedNotInterested',
  'reopened',
  'enrollmentSubmitted',
];

/**
 * Legal moves. A note records a contact and never undoes a decision: on a 'Not Interested' entry it
 * keeps the decline (reopening is its own move), and on an enrolled one it keeps the enrollment.
 * 'Enrollment Submitted' is otherwise final: the registration now carries the student.
 */
const TRANSITIONS: Record<InterestStatus, Partial<Record<InterestEvent, InterestStatus>>> = {
  'New Interest': {
    noteAdded: 'Follow up Required',
    markedNotInterested: 'Not Interested',
    enrollmentSubmitted: 'Enrollment Submitted',
  },
  'Follow up Required': {
    noteAdded: 'Follow up Required',
    markedNotInterested: 'Not Interested',
    enrollmentSubmitted: 'Enrollment Submitted',
  },
  'Not Interested': {
    noteAdded: 'Not Interested',
    // Undoing the decline returns to the status before it (statusBeforeNotInterested) when recorded.
    reopened: 'Follow up Required',
    enrollmentSubmitted: 'Enrollment Submitted',
  },
  'Enrollment Submitted': {
    noteAdded: 'Enrollment Submitted',
  },
};

/** The fields an event changes on the entry. */
export type InterestStatusChange = Pick<
  InterestEntry,
  'status' | 'lastContactDate' | 'InterestListStatus' | 'enrollstatus' | 'statusBeforeNotInterested'
>;

/**
 * Where every entry starts, sent by the public form or added by staff: New Interest, not enrolled,
 * never contacted, not declined.
 */
export const NEW_INTEREST_STATE = {
  status: 'New Interest',
  enrollstatus: 'No',
  lastContactDate: null,
  InterestListStatus: false,
} as const satisfies Pick<
  InterestEntry,
  'status' | 'enrollstatus' | 'lastContactDate' | 'InterestListStatus'
>;

/** What the machine reads of an entry. */
export type InterestState = Pick<InterestEntry, 'status' | 'enrollstatus'> &
  Partial<Pick<InterestEntry, 'statusBeforeNotInterested'>>;

function nextStatus(entry: InterestState, event: InterestEvent): InterestStatus | undefined {
  // Enrolled through the family's link before the status was written: a note keeps the status, and
  // only the enrollment's own status may catch up.
  if (entry.enrollstatus === 'Yes' && entry.status !== 'Enrollment Submitted') {
    if (event === 'noteAdded') return entry.status;
    return event === 'enrollmentSubmitted' ? 'Enrollment Submitted' : undefined;
  }
  const next = TRANSITIONS[entry.status][event];
  if (next && event === 'reopened' && entry.statusBeforeNotInterested) return entry.statusBeforeNotInterested;
  return next;
}

/**
 * The entry's fields after `event`, or null when the event is not legal in the entry's status. An
 * enrolled entry (enrollstatus 'Yes') takes a note, which keeps its status, and the enrollment's own
 * status catching up; nothing else. Every event counts as a contact: lastContactDate becomes `now`.
 */
export function applyInterestEvent(
  entry: InterestState,
  event: InterestEvent,
  now: Date,
): InterestStatusChange | null {
  const next = nextStatus(entry, event);
  if (!next) return null;
  return {
    status: next,
    lastContactDate: now.toISOString(),
    InterestListStatus: next === 'Not Interested',
    enrollstatus: next === 'Enrollment Submitted' ? 'Yes' : entry.enrollstatus,
    statusBeforeNotInterested: statusToRestore(entry, event, next),
  };
}

/**
 * What undoing a decline restores: the status the entry would have without it. Set by the decline,
 * moved on by a note as the note would have moved the entry (New Interest → Follow up Required), gone
 * once the entry leaves 'Not Interested'.
 */
function statusToRestore(
  entry: InterestState,
  event: InterestEvent,
  next: InterestStatus,
): InterestStatus | undefined {
  if (event === 'markedNotInterested') return entry.status;
  if (next !== 'Not Interested') return undefined;
  const before = entry.statusBeforeNotInterested;
  return before && event === 'noteAdded' ? (TRANSITIONS[before].noteAdded ?? before) : before;
}

/** The events a staff screen may offer for an entry in its current state. */
export function allowedInterestEvents(entry: InterestState): InterestEvent[] {
  return EVENTS.filter((event) => applyInterestEvent(entry, event, new Date(0)) !== null);
}

/** The spec's row-click rule: an enrolled entry (status or enrollstatus) is no longer edited here. */
export function isInterestLocked(entry: Pick<InterestEntry, 'status' | 'enrollstatus'>): boolean {
  return entry.status === 'Enrollment Submitted' || entry.enrollstatus === 'Yes';
}
