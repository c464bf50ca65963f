import { describe, expect, it } from 'vitest';
import type { InterestStatus } from './interest-entry.ts';
import { allowedInterestEvents, applyInterestEvent, isInterestLocked } from './interest-status-machine.ts';

const NOW = new Date('2026-11-23T18:00:00.000Z');
const entry = (status: InterestStatus, enrollstatus: 'Yes' | 'No' = 'No') => ({ status, enrollstatus });

describe('the interest status machine', () => {
  it('sets Follow up Required and the contact date when a note is added', () => {
    expect(applyInterestEvent(entry('New Interest'), 'noteAdded', NOW)).toEqual({
      status: 'Follow up Required',
      lastContactDate: NOW.toISOString(),
      InterestListStatus: false,
      enrollstatus: 'No',
    });
    expect(applyInterestEvent(entry('Follow up Required'), 'noteAdded', NOW)?.status).toBe(
      'Follow up Required',
    );
  });

  it('marks Not Interested with the list flag; a later note keeps the decline, and reopening is its own move', () => {
    const marked = applyInterestEvent(entry('Follow up Required'), 'markedNotInterested', NOW);
    expect(marked).toMatchObject({ status: 'Not Interested', InterestListStatus: true });
    expect(applyInterestEvent(entry('Not Interested'), 'markedNotInterested', NOW)).toBeNull();
    expect(applyInterestEvent(entry('Not Interested'), 'noteAdded', NOW)).toEqual({
      status: 'Not Interested',
      lastContactDate: NOW.toISOString(),
      InterestListStatus: true,
      enrollstatus: 'No',
    });
    expect(applyInterestEvent(entry('Not Interested'), 'reopened', NOW)).toMatchObject({
      status: 'Follow up Required',
      InterestListStatus: false,
    });
    expect(applyInterestEvent(entry('New Interest'), 'reopened', NOW)).toBeNull();
    expect(applyInterestEvent(entry('Follow up Required'), 'reopened', NOW)).toBeNull();
  });

  it('undoing Not Interested returns the entry to the status it had before the decline', () => {
    const marked = applyInterestEvent(entry('New Interest'), 'markedNotInterested', NOW);
    expect(marked).toMatchObject({ status: 'Not Interested', statusBeforeNotInterested: 'New Interest' });
    const declined = { ...entry('Not Interested'), statusBeforeNotInterested: 'New Interest' as const };
    // A note on the declined entry keeps the decline; undoing it then restores what the note would
    // have made of the entry.
    expect(applyInterestEvent(declined, 'noteAdded', NOW)).toMatchObject({
      status: 'Not Interested',
      statusBeforeNotInterested: 'Follow up Required',
    });
    const undone = applyInterestEvent(declined, 'reopened', NOW);
    expect(undone).toMatchObject({ status: 'New Interest', InterestListStatus: false });
    expect(undone?.statusBeforeNotInterested).toBeUndefined();
    // Declined before the previous status was recorded: it reopens as Follow up Required.
    expect(applyInterestEvent(entry('Not Interested'), 'reopened', NOW)?.status).toBe('Follow up Required');
  });

  it('records a submitted registration with enrollstatus Yes; then only a note, which keeps the enrollment', () => {
    expect(applyInterestEvent(entry('Not Interested'), 'enrollmentSubmitted', NOW)).toMatchObject({
      status: 'Enrollment Submitted',
      enrollstatus: 'Yes',
    });
    for (const event of ['markedNotInterested', 'reopened', 'enrollmentSubmitted'] as const) {
      expect(applyInterestEvent(entry('Enrollment Submitted', 'Yes'), event, NOW)).toBeNull();
    }
    expect(applyInterestEvent(entry('Enrollment Submitted', 'Yes'), 'noteAdded', NOW)).toMatchObject({
      status: 'Enrollment Submitted',
      enrollstatus: 'Yes',
    });
  });

  it('lets an entry enrolled by the family link take a note and catch its status up, nothing else', () => {
    const enrolled = entry('New Interest', 'Yes');
    expect(applyInterestEvent(enrolled, 'noteAdded', NOW)).toMatchObject({
      status: 'New Interest',
      enrollstatus: 'Yes',
    });
    expect(applyInterestEvent(enrolled, 'markedNotInterested', NOW)).toBeNull();
    expect(applyInterestEvent(enrolled, 'reopened', NOW)).toBeNull();
    expect(applyInterestEvent(enrolled, 'enrollmentSubmitted', NOW)?.status).toBe('Enrollment Submitted');
    expect(isInterestLocked(enrolled)).toBe(true);
    expect(isInterestLocked(entry('Follow up Required'))).toBe(false);
  });

  it('lists the events a screen may offer', () => {
    expect(allowedInterestEvents(entry('New Interest'))).toEqual([
      'noteAdded',
      'markedNotInterested',
      'enrollmentSubmitted',
    ]);
    expect(allowedInterestEvents(entry('Not Interested'))).toEqual([
      'noteAdded',
      'reopened',
      'enrollmentSubmitted',
    ]);
    expect(allowedInterestEvents(entry('Enrollment Submitted', 'Yes'))).toEqual(['noteAdded']);
  });
});
