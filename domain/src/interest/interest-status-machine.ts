import type { InterestEntry, InterestStatus } from './interest-entry.ts';

/**
 * What can happen to an interest entry after it is stored, and the only way its status changes:
 * - a contact note is added (the spec sets 'Follow up Required' when the coordinator leaves the detail
 *   with notes; the server does it when the note is stored, so a closed tab cannot lose it);
 * - the coordinator marks it 'Not Interested';
 * - a registration is submitted from it (the family's link or the staff transfer).
 */
export type InterestEvent = 'noteAdded' | 'markedNotInterested' | 'enrollmentSubmitted';

/**
 * Legal moves. 'Enrollment Submitted' is final: the registration now carries the student, and the
 * list sends a click on it to the registration. A note on a 'Not Interested' entry means the family was
 * reached again, so it comes back as 'Follow up Required'.
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
    noteAdded: 'Follow up Required',
    enrollmentSubmitted: 'Enrollment Submitted',
  },
  'Enrollment Submitted': {},
};

/** The fields an event changes on the entry. */
export type InterestStatusChange = Pick<
  InterestEntry,
  'status' | 'lastContactDate' | 'InterestListStatus' | 'enrollstatus'
>;

/**
 * The entry's fields after `event`, or null when the event is not legal in the entry's status (an
 * enrolled entry, enrollstatus 'Yes', accepts nothing either). Every event counts as a contact:
 * lastContactDate becomes `now`.
 */
export function applyInterestEvent(
  entry: Pick<InterestEntry, 'status' | 'enrollstatus'>,
  event: InterestEvent,
  now: Date,
): InterestStatusChange | null {
  if (entry.enrollstatus === 'Yes' && entry.status !== 'Enrollment Submitted') {
    // Enrolled through the family's link before the status was written: only the status catches up.
    if (event !== 'enrollmentSubmitted') return null;
  }
  const next = TRANSITIONS[entry.status][event];
  if (!next) return null;
  return {
    status: next,
    lastContactDate: now.toISOString(),
    InterestListStatus: next === 'Not Interested',
    enrollstatus: next === 'Enrollment Submitted' ? 'Yes' : entry.enrollstatus,
  };
}

/** The events a staff screen may offer for an entry in its current state. */
export function allowedInterestEvents(
  entry: Pick<InterestEntry, 'status' | 'enrollstatus'>,
): InterestEvent[] {
  return (['noteAdded', 'markedNotInterested', 'enrollmentSubmitted'] as const).filter(
    (event) => applyInterestEvent(entry, event, new Date(0)) !== null,
  );
}

/** The spec's row-click rule: an enrolled entry (status or enrollstatus) is no longer edited here. */
export function isInterestLocked(entry: Pick<InterestEntry, 'status' | 'enrollstatus'>): boolean {
  return entry.status === 'Enrollment Submitted' || entry.enrollstatus === 'Yes';
}
