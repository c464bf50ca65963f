import { describe, expect, it } from 'vitest';
import {
  formatOrientationTime,
  liveOrientationFitsSite,
  ORIENTATION_TIME_SLOTS,
  orientationChoiceSchema,
  orientationListTime,
  slotsWithin,
  upcomingOrientationDates,
} from './orientation.ts';

const DATES = [
  { date: '2027-01-13', start_time: '10:00 AM', end_time: '11:30 AM' },
  { date: '2026-11-18', start_time: '5:30 PM', end_time: '7:00 PM' },
  { date: '2026-12-02', start_time: '5:30 PM', end_time: '7:00 PM' },
];

describe('orientation times', () => {
  it('offers the half-hour slots 06:00AM to 10:30PM', () => {
    expect(ORIENTATION_TIME_SLOTS[0]).toBe('06:00AM');
    expect(ORIENTATION_TIME_SLOTS.at(-1)).toBe('10:30PM');
    expect(ORIENTATION_TIME_SLOTS).toHaveLength(34);
    expect(ORIENTATION_TIME_SLOTS).toContain('12:00PM');
  });

  it('offers the slots inside a date, both ends included', () => {
    expect(slotsWithin(DATES[0] ?? { start_time: '', end_time: '' })).toEqual([
      '10:00AM',
      '10:30AM',
      '11:00AM',
      '11:30AM',
    ]);
  });

  it('keeps the upcoming dates, soonest first', () => {
    expect(upcomingOrientationDates(DATES, '2026-11-24').map((date) => date.date)).toEqual([
      '2026-12-02',
      '2027-01-13',
    ]);
  });

  it('formats the stored time and the list text before " - "', () => {
    const time = formatOrientationTime('2027-01-13', '10:00AM', '11:30AM');
    expect(time).toBe('01/13/2027 10:00AM - 11:30AM');
    expect(orientationListTime({ orientationType: 'LIVE', orientationTime: time })).toBe(
      '01/13/2027 10:00AM',
    );
    expect(orientationListTime({ orientationType: 'VIRTUAL', orientationTime: '' })).toBe('Virtual');
  });

  it('accepts a live choice only on an upcoming date of the site within its hours', () => {
    const choice = {
      type: 'LIVE',
      date: '2027-01-13',
      startTime: '10:00AM',
      endTime: '11:00AM',
      sendEmail: true,
    } as const;
    expect(liveOrientationFitsSite(choice, DATES, '2026-11-24')).toBe(true);
    expect(liveOrientationFitsSite({ ...choice, endTime: '12:00PM' }, DATES, '2026-11-24')).toBe(false);
    expect(
      liveOrientationFitsSite(
        { ...choice, date: '2026-11-18', startTime: '05:30PM', endTime: '06:00PM' },
        DATES,
        '2026-11-24',
      ),
    ).toBe(false);
  });
});

describe('orientationChoiceSchema', () => {
  it('needs an https link for a virtual orientation', () => {
    const bad = orientationChoiceSchema.safeParse({ type: 'VIRTUAL', link: 'http://x', sendEmail: true });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('registration.orientation.link.invalid');
    expect(
      orientationChoiceSchema.safeParse({
        type: 'VIRTUAL',
        link: ' https://meet.example.org/a ',
        sendEmail: true,
      }).data,
    ).toEqual({ type: 'VIRTUAL', link: 'https://meet.example.org/a', sendEmail: true });
  });

  it('needs a start before the end among the slots for a live one', () => {
    const reversed = orientationChoiceSchema.safeParse({
      type: 'LIVE',
      date: '2027-01-13',
      startTime: '11:00AM',
      endTime: '10:00AM',
      sendEmail: true,
    });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endTime', 'registration.orientation.time.order'],
    ]);
    const offSlot = orientationChoiceSchema.safeParse({
      type: 'LIVE',
      date: '2027-01-13',
      startTime: '10:15AM',
      endTime: '11:00AM',
      sendEmail: true,
    });
    expect(offSlot.error?.issues[0]?.message).toBe('registration.orientation.time.invalid');
  });
});
