import { describe, expect, it } from 'vitest';
import {
  orientationSlotOf,
  siteOrientationSettingsOf,
  siteOrientationSettingsSchema,
  withOrientationSettings,
} from './site-orientation-settings.ts';

const SETTINGS = {
  orientation_dates: [{ date: '2027-01-13', start_time: '10:00AM', end_time: '11:30AM' }],
  virtual_link: 'https://meet.example.org/orientation',
  interestEmail: ['front.desk@learn4life.example'],
  registrationEmail: [],
};

const issues = (value: unknown) =>
  siteOrientationSettingsSchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('site orientation settings', () => {
  it('reads stored times as slots, dates soonest first', () => {
    const settings = siteOrientationSettingsOf({
      orientation: {
        orientation_dates: [
          { date: '2027-02-01', start_time: '01:00 PM', end_time: '02:30 PM' },
          { date: '2027-01-13', start_time: '10:00 AM', end_time: '11:30 AM' },
        ],
        virtual_link: '',
      },
      enrollment_info: null,
    });
    expect(settings.orientation_dates).toEqual([
      { date: '2027-01-13', start_time: '10:00AM', end_time: '11:30AM' },
      { date: '2027-02-01', start_time: '01:00PM', end_time: '02:30PM' },
    ]);
    expect(settings).toMatchObject({ interestEmail: [], registrationEmail: [] });
    expect(orientationSlotOf('7:15 AM')).toBe('');
  });

  it('takes calendar days with a start before the end, an https link or none, and valid addresses', () => {
    expect(siteOrientationSettingsSchema.safeParse(SETTINGS).success).toBe(true);
    expect(siteOrientationSettingsSchema.safeParse({ ...SETTINGS, virtual_link: '' }).success).toBe(true);
    expect(
      issues({
        ...SETTINGS,
        orientation_dates: [
          { date: '2027-13-01', start_time: '10:00AM', end_time: '11:30AM' },
          { date: '2027-01-14', start_time: '11:30AM', end_time: '10:00AM' },
          { date: '2027-01-14', start_time: '10:15AM', end_time: '11:30AM' },
        ],
        virtual_link: 'http://meet.example.org',
        interestEmail: ['not an address'],
      }),
    ).toEqual([
      ['orientation_dates.0.date', 'registration.orientation.date.required'],
      ['orientation_dates.1.end_time', 'registration.orientation.time.order'],
      ['orientation_dates.2.start_time', 'registration.orientation.time.invalid'],
      ['virtual_link', 'registration.orientation.link.invalid'],
      ['interestEmail.0', 'siteSettings.email.invalid'],
    ]);
    expect(
      issues({
        ...SETTINGS,
        orientation_dates: [SETTINGS.orientation_dates[0], SETTINGS.orientation_dates[0]],
      }),
    ).toEqual([['orientation_dates.1.date', 'siteSettings.date.duplicate']]);
  });

  it('changes only these settings; the additional interest e-mails go out while any is listed', () => {
    const site = {
      id: 's1',
      orientation: { orientation_dates: [], virtual_link: 'https://old.example.org' },
      enrollment_info: {
        about: 'About',
        moreAbout: '',
        programTypes: [],
        secondaryEnrollmentUrl: '',
        primaryEmailstatus: 'No' as const,
        addtionalEmailstatus: 'No' as const,
        interestEmail: [],
        registrationEmail: ['old@learn4life.example'],
      },
    };
    const saved = withOrientationSettings(site, siteOrientationSettingsSchema.parse(SETTINGS));
    expect(saved).toMatchObject({
      id: 's1',
      orientation: { virtual_link: SETTINGS.virtual_link },
      enrollment_info: {
        about: 'About',
        primaryEmailstatus: 'No',
        addtionalEmailstatus: 'Yes',
        interestEmail: SETTINGS.interestEmail,
        registrationEmail: [],
      },
    });
    expect(saved.orientation.orientation_dates).toEqual(SETTINGS.orientation_dates);
  });
});
