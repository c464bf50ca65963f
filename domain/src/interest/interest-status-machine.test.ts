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

  it('marks Not Interested with the list flag, and a later note brings the entry back', () => {
    const marked = applyInterestEvent(entry('Follow up Required'), 'markedNotInterested', NOW);
    expect(marked).toMatchObject({ status: 'Not Interested', InterestListStatus: true });
    expect(applyInterestEvent(entry('Not Interested'), 'markedNotInterested', NOW)).toBeNull();
    expect(applyInterestEvent(entry('Not Interested'), 'noteAdded', NOW)).toMatchObject({
      status: 'Follow up Required',
      InterestListStatus: false,
    });
  });

  it('records a submitted registration with enrollstatus Yes, and then accepts nothing more', () => {
    expect(applyInterestEvent(entry('Not Interested'), 'enrollmentSubmitted', NOW)).toMatchObject({
      status: 'Enrollment Submitted',
      enrollstatus: 'Yes',
    });
    for (const event of ['noteAdded', 'markedNotInterested', 'enrollmentSubmitted'] as const) {
      expect(applyInterestEvent(entry('Enrollment Submitted', 'Yes'), event, NOW)).toBeNull();
    }
  });

  it('lets an entry enrolled by the family link only catch its status up', () => {
    const enrolled = entry('New Interest', 'Yes');
    expect(applyInterestEvent(enrolled, 'noteAdded', NOW)).toBeNull();
    expect(applyInterestEvent(enrolled, 'markedNotInterested', NOW)).toBeNull();
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
    expect(allowedInterestEvents(entry('Not Interested'))).toEqual(['noteAdded', 'enrollmentSubmitted']);
    expect(allowedInterestEvents(entry('Enrollment Submitted', 'Yes'))).toEqual([]);
  });
});
