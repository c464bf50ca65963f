import {
  type OrientationChoice,
  type OrientationDate,
  type OrientationType,
  orientationChoiceSchema,
  orientationSlotsOf,
  type RegistrationRecord,
  upcomingOrientationDates,
} from '@enroll/domain';

/**
 * The scheduler's fields side by side: the kind picks which of them the domain's
 * orientationChoiceSchema reads (the other kind's fields are left out of the request).
 */
export interface OrientationFormValues {
  type: OrientationType;
  link: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Set by the button that submits ('Send Email Invitation' / 'Submit'). */
  sendEmail: boolean;
}

export const ORIENTATION_FIELDS = ['type', 'link', 'date', 'startTime', 'endTime'] as const;
export type OrientationField = (typeof ORIENTATION_FIELDS)[number];

/** A registration's orientation as stored, for a reschedule to start from. */
export type CurrentOrientation = Pick<
  RegistrationRecord,
  'orientationScheduled' | 'orientationType' | 'orientationLink' | 'orientationDate' | 'orientationTime'
>;

/**
 * The form's start: the registration's current orientation (a reschedule starts from it: its own
 * virtual link, or its live date and times), else a virtual orientation with the site's link ('' when
 * the site has none).
 */
export function startingValues(virtualLink: string, current?: CurrentOrientation): OrientationFormValues {
  const fresh: OrientationFormValues = {
    type: 'VIRTUAL',
    link: virtualLink,
    date: '',
    startTime: '',
    endTime: '',
    sendEmail: false,
  };
  if (!current?.orientationScheduled) return fresh;
  if (current.orientationType === 'VIRTUAL' && current.orientationLink !== '')
    return { ...fresh, link: current.orientationLink };
  const slots = orientationSlotsOf(current.orientationTime);
  const date = current.orientationDate ?? '';
  if (current.orientationType === 'LIVE' && slots && date !== '')
    return { ...fresh, type: 'LIVE', date, ...slots };
  return fresh;
}

/** The request's orientation: the schema's output (trimmed link, only the chosen kind's fields). */
export function choiceOf(values: OrientationFormValues, sendEmail: boolean): OrientationChoice {
  return orientationChoiceSchema.parse({ ...values, sendEmail });
}

/**
 * The dates the live choice offers: the site's dates from the business day on, one per calendar day
 * (the server checks a choice against the first entry of its day).
 */
export function offeredDates(dates: readonly OrientationDate[], today: string): OrientationDate[] {
  const seen = new Set<string>();
  return upcomingOrientationDates(dates, today).filter((date) => {
    if (seen.has(date.date)) return false;
    seen.add(date.date);
    return true;
  });
}

/**
 * The form field a 400's field error belongs to: the request nests the choice under `orientation`
 * ('orientation.link' → 'link'); null for an error on no field of the form.
 */
export function formFieldOf(field: string): OrientationField | null {
  const [first, second] = field.split('.');
  const name = first === 'orientation' ? second : first;
  return (ORIENTATION_FIELDS as readonly string[]).includes(name ?? '') ? (name as OrientationField) : null;
}
