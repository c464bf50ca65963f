import { describe, expect, it } from 'vitest';
import { startingValues } from './orientation-form-values.ts';

const NONE = {
  orientationScheduled: false,
  orientationType: '' as const,
  orientationLink: '',
  orientationDate: '',
  orientationTime: '',
};

describe('the scheduler starting values', () => {
  it("starts a first scheduling from a virtual orientation with the site's link", () => {
    expect(startingValues('https://meet.example/site', NONE)).toEqual({
      type: 'VIRTUAL',
      link: 'https://meet.example/site',
      date: '',
      startTime: '',
      endTime: '',
      sendEmail: false,
    });
  });

  it("starts a reschedule from the registration's own virtual link", () => {
    const current = {
      ...NONE,
      orientationScheduled: true,
      orientationType: 'VIRTUAL' as const,
      orientationLink: 'https://meet.example/own',
    };
    expect(startingValues('https://meet.example/site', current)).toMatchObject({
      type: 'VIRTUAL',
      link: 'https://meet.example/own',
    });
  });

  it('starts a reschedule from the live date and times, as stored', () => {
    const current = {
      ...NONE,
      orientationScheduled: true,
      orientationType: 'LIVE' as const,
      orientationDate: '2027-05-04',
      orientationTime: '05/04/2027 09:30AM - 11:00AM',
    };
    expect(startingValues('https://meet.example/site', current)).toEqual({
      type: 'LIVE',
      link: 'https://meet.example/site',
      date: '2027-05-04',
      startTime: '09:30AM',
      endTime: '11:00AM',
      sendEmail: false,
    });
    // A time text that is not one the scheduler wrote starts afresh.
    expect(startingValues('', { ...current, orientationTime: 'soon' })).toMatchObject({ type: 'VIRTUAL' });
  });
});
