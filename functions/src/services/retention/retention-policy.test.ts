import { describe, expect, it } from 'vitest';
import {
  interestLastActivity,
  isInterestDue,
  isRegistrationDue,
  retentionCutoff,
  retentionCutoffs,
} from './retention-policy.ts';

const NOW = new Date('2026-12-07T03:30:00.000Z');

describe('retentionCutoff', () => {
  it('steps back whole calendar years at the same instant', () => {
    expect(retentionCutoff(NOW, 3)).toBe('2023-12-07T03:30:00.000Z');
    expect(retentionCutoffs(NOW, { interestYears: 3, terminatedRegistrationYears: 5 })).toEqual({
      interests: '2023-12-07T03:30:00.000Z',
      terminatedRegistrations: '2021-12-07T03:30:00.000Z',
    });
  });

  it('reads 29 February as 1 March in a year without one, never shortening the period', () => {
    expect(retentionCutoff(new Date('2028-02-29T12:00:00.000Z'), 3)).toBe('2025-03-01T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-02-29T12:00:00.000Z'), 4)).toBe('2024-02-29T12:00:00.000Z');
  });
});

describe('the interest rule', () => {
  const cutoff = '2023-12-07T03:30:00.000Z';
  const justBefore = '2023-12-07T03:29:59.999Z';
  const old = { createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-02T00:00:00.000Z' };

  it('is due only when every activity is before the cut-off', () => {
    expect(isInterestDue({ ...old, lastContactDate: null }, null, cutoff)).toBe(true);
    expect(isInterestDue({ ...old, updatedAt: justBefore, lastContactDate: null }, null, cutoff)).toBe(true);
    // The cut-off instant itself is inside the period.
    expect(isInterestDue({ ...old, updatedAt: cutoff, lastContactDate: null }, null, cutoff)).toBe(false);
  });

  it('counts the last contact and the newest contact note as activity', () => {
    expect(isInterestDue({ ...old, lastContactDate: '2024-06-01T00:00:00.000Z' }, null, cutoff)).toBe(false);
    expect(isInterestDue({ ...old, lastContactDate: justBefore }, null, cutoff)).toBe(true);
    expect(isInterestDue({ ...old, lastContactDate: null }, '2025-01-01T00:00:00.000Z', cutoff)).toBe(false);
    expect(isInterestDue({ ...old, lastContactDate: null }, justBefore, cutoff)).toBe(true);
    expect(interestLastActivity({ ...old, lastContactDate: justBefore }, '2021-01-01T00:00:00.000Z')).toBe(
      justBefore,
    );
  });

  it('never takes an entry without any instant', () => {
    expect(isInterestDue({ createdAt: '', updatedAt: '', lastContactDate: null }, null, cutoff)).toBe(false);
  });
});

describe('the terminated registration rule', () => {
  const cutoff = '2021-12-07T03:30:00.000Z';
  const record = {
    status: 'Enrollment Terminated' as const,
    createdAt: '2019-05-01T00:00:00.000Z',
    updatedAt: '2021-12-07T03:29:59.999Z',
  };

  it('takes a terminated registration unchanged since the cut-off', () => {
    expect(isRegistrationDue(record, cutoff)).toBe(true);
    expect(isRegistrationDue({ ...record, updatedAt: cutoff }, cutoff)).toBe(false);
  });

  it('never takes one of another status, however old', () => {
    for (const status of ['Enrollment Complete', 'Enrollment Submitted', 'Orientation Scheduled'] as const) {
      expect(isRegistrationDue({ ...record, status }, cutoff), status).toBe(false);
    }
  });
});
