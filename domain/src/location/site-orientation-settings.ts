import * as z from 'zod/mini';
import { ORIENTATION_LINK_MAX, ORIENTATION_TIME_SLOTS, slotText } from '../registration/orientation.ts';
import { minutesOfTime } from '../shared/clock-time.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email.ts';
import type { OrientationDate, Site, SiteEnrollmentInfo } from './site.ts';

/**
 * What a learning center's orientations need and staff maintain (Admin and up, their charters): the
 * dates and hours of its live orientations (a live orientation must fall inside one of them), the link
 * of its virtual one, and the staff addresses told of each new interest and registration.
 */
export interface SiteOrientationSettings {
  orientation_dates: OrientationDate[];
  virtual_link: string;
  interestEmail: string[];
  registrationEmail: string[];
}

/** The most orientation dates and notification addresses a center keeps. */
export const SITE_ORIENTATION_DATES_MAX = 200;
export const SITE_NOTIFICATION_EMAILS_MAX = 20;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A stored time ('10:00 AM' or '10:00AM') as one of the half-hour slots, '' when it is none. */
export function orientationSlotOf(time: string): string {
  const minutes = minutesOfTime(time);
  if (minutes === null) return '';
  const slot = slotText(minutes);
  return ORIENTATION_TIME_SLOTS.includes(slot) ? slot : '';
}

/** A center's settings as the screen edits them: its dates soonest first, times as slots. */
export function siteOrientationSettingsOf(
  site: Pick<Site, 'orientation' | 'enrollment_info'>,
): SiteOrientationSettings {
  return {
    orientation_dates: [...(site.orientation?.orientation_dates ?? [])]
      .map((date) => ({
        date: date.date,
        start_time: orientationSlotOf(date.start_time),
        end_time: orientationSlotOf(date.end_time),
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time)),
    virtual_link: site.orientation?.virtual_link ?? '',
    interestEmail: site.enrollment_info?.interestEmail ?? [],
    registrationEmail: site.enrollment_info?.registrationEmail ?? [],
  };
}

const slot = z.enum(ORIENTATION_TIME_SLOTS as [string, ...string[]], 'registration.orientation.time.invalid');

const orientationDateSchema = z
  .object({
    date: z
      .string('registration.orientation.date.required')
      .check(z.regex(ISO_DATE, 'registration.orientation.date.required')),
    start_time: slot,
    end_time: slot,
  })
  .check(
    z.refine((value) => (minutesOfTime(value.start_time) ?? 0) < (minutesOfTime(value.end_time) ?? 0), {
      message: 'registration.orientation.time.order',
      path: ['end_time'],
    }),
  );

const notificationEmail = z
  .string('siteSettings.email.invalid')
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, 'siteSettings.email.invalid'),
    z.regex(EMAIL_PATTERN, 'siteSettings.email.invalid'),
  );

/**
 * The body of PUT /api/staff/sites/{id}/orientation-settings and the screen's own schema: each date a
 * calendar day with a start before its end in half-hour slots, no date listed twice, an https link or
 * none, and valid addresses.
 */
export const siteOrientationSettingsSchema = z
  .object({
    orientation_dates: z
      .array(orientationDateSchema)
      .check(z.maxLength(SITE_ORIENTATION_DATES_MAX, 'siteSettings.dates.tooMany')),
    virtual_link: z.string('registration.orientation.link.invalid').check(
      z.trim(),
      z.maxLength(ORIENTATION_LINK_MAX, 'registration.orientation.link.invalid'),
      z.refine(
        (value) => value === '' || /^https:\/\/[^\s]+$/i.test(value),
        'registration.orientation.link.invalid',
      ),
    ),
    interestEmail: z
      .array(notificationEmail)
      .check(z.maxLength(SITE_NOTIFICATION_EMAILS_MAX, 'siteSettings.emails.tooMany')),
    registrationEmail: z
      .array(notificationEmail)
      .check(z.maxLength(SITE_NOTIFICATION_EMAILS_MAX, 'siteSettings.emails.tooMany')),
  })
  .check(
    z.superRefine((value, ctx) => {
      const seen = new Set<string>();
      value.orientation_dates.forEach((date, index) => {
        if (seen.has(date.date))
          ctx.issues.push({
            code: 'custom',
            message: 'siteSettings.date.duplicate',
            path: ['orientation_dates', index, 'date'],
            input: date.date,
          });
        seen.add(date.date);
      });
    }),
  );
export type SiteOrientationSettingsInput = z.input<typeof siteOrientationSettingsSchema>;
export type SiteOrientationSettingsValues = z.output<typeof siteOrientationSettingsSchema>;

/** A center without enrollment settings e-mails the family only (what no settings meant before). */
const NO_ENROLLMENT_INFO: SiteEnrollmentInfo = {
  about: '',
  moreAbout: '',
  programTypes: [],
  secondaryEnrollmentUrl: '',
  primaryEmailstatus: 'Yes',
  addtionalEmailstatus: 'No',
  interestEmail: [],
  registrationEmail: [],
};

/** The site with these settings, everything else as it was. */
export function withOrientationSettings<T extends Pick<Site, 'orientation' | 'enrollment_info'>>(
  site: T,
  settings: SiteOrientationSettingsValues,
): T {
  return {
    ...site,
    orientation: {
      ...site.orientation,
      orientation_dates: [...settings.orientation_dates].sort((a, b) => a.date.localeCompare(b.date)),
      virtual_link: settings.virtual_link,
    },
    enrollment_info: {
      ...(site.enrollment_info ?? NO_ENROLLMENT_INFO),
      // The list is who is told of each new interest: none listed, nobody.
      addtionalEmailstatus: settings.interestEmail.length > 0 ? 'Yes' : 'No',
      interestEmail: settings.interestEmail,
      registrationEmail: settings.registrationEmail,
    },
  };
}
