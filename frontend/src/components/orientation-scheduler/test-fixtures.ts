import { businessToday, type OrientationOptions } from '@enroll/domain';
import { jsonReply, type RecordedRequest } from '../../test/mock-api.ts';

export const REGISTRATION_ID = '7b1c2d3e-0000-4000-8000-000000000009';
export const OPTIONS_PATH = `/api/registration/${REGISTRATION_ID}/orientation-options`;
export const STATUS_PATH = `/api/registration/status/${REGISTRATION_ID}`;
export const DETAIL_PATH = `/api/registration/${REGISTRATION_ID}`;
export const SITE_LINK = 'https://meet.example.org/orientation';

/** The business day `days` from today, YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Date(`${businessToday()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the scheduler shows it. */
export const shown = (isoDate: string) =>
  `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** A site with a past date (not offered), two upcoming ones listed out of order, and a link. */
export function makeOptions(overrides: Partial<OrientationOptions> = {}): OrientationOptions {
  return {
    brandName: 'Learn4Life',
    orientation_dates: [
      { date: dayFromToday(9), start_time: '01:00PM', end_time: '03:00PM' },
      { date: dayFromToday(-2), start_time: '09:00AM', end_time: '10:00AM' },
      { date: dayFromToday(2), start_time: '09:00AM', end_time: '10:30AM' },
    ],
    virtual_link: SITE_LINK,
    ...overrides,
  };
}

/** A saved registration answer with an ETag, echoing the orientation sent. */
export function savedReply(etag = '"etag-2"') {
  return (request: RecordedRequest) => {
    const response = jsonReply(200, { id: REGISTRATION_ID, firstName: 'Lucia', sent: request.body });
    response.headers.set('ETag', etag);
    return response;
  };
}
