import { formatOrientationTime, type RegistrationRecord } from '@enroll/domain';

/** The fields of a registration waiting for a live orientation on `date`, `start` to `end`, as the scheduler stores them. */
export function liveOrientation(date: string, start: string, end: string): Partial<RegistrationRecord> {
  return {
    status: 'Orientation Scheduled',
    processingLevel: 2,
    progressLevel: 2,
    orientationScheduled: true,
    orientationType: 'LIVE',
    orientationDate: date,
    orientationTime: formatOrientationTime(date, start, end),
  };
}

/** The fields of a registration sent its virtual orientation's link. */
export const VIRTUAL_ORIENTATION: Partial<RegistrationRecord> = {
  status: 'Virtual Orientation Sent',
  processingLevel: 2,
  progressLevel: 2,
  orientationScheduled: true,
  orientationType: 'VIRTUAL',
  orientationLink: 'https://meet.example.org/orientation',
};
