import { businessToday } from '@enroll/domain';
import { afterEach, describe, expect, it } from 'vitest';
import './config.ts';

const saved = process.env.ENROLLMENT_TIME_ZONE;

afterEach(() => {
  if (saved === undefined) delete process.env.ENROLLMENT_TIME_ZONE;
  else process.env.ENROLLMENT_TIME_ZONE = saved;
});

describe("the domain's businessToday() on the server", () => {
  // 06:30 UTC on 1 September 2027 is still 31 August (23:30 PDT) in Los Angeles.
  const lateEvening = new Date('2027-09-01T06:30:00Z');

  it('reads today in America/Los_Angeles by default', () => {
    delete process.env.ENROLLMENT_TIME_ZONE;
    expect(businessToday(lateEvening)).toBe('2027-08-31');
  });

  it('follows ENROLLMENT_TIME_ZONE on every call, and an unknown zone falls back to Los Angeles', () => {
    process.env.ENROLLMENT_TIME_ZONE = 'America/New_York';
    expect(businessToday(lateEvening)).toBe('2027-09-01');
    process.env.ENROLLMENT_TIME_ZONE = 'Nowhere/Atlantis';
    expect(businessToday(lateEvening)).toBe('2027-08-31');
    process.env.ENROLLMENT_TIME_ZONE = '';
    expect(businessToday(lateEvening)).toBe('2027-08-31');
  });
});
