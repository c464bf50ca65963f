import { type MadeUpSiteParts, madeUpSite } from '../src/location/made-up-site.ts';
import type { Site, SiteCharter } from '../src/location/site.ts';

/** A charter for tests (Antelope Valley, Learn4Life); `overrides` replace whole fields. */
export function testCharter(overrides: Partial<SiteCharter> = {}): SiteCharter {
  return { ...madeUpSite().charter, ...overrides };
}

/**
 * The learning center of every test (Lancaster, no people, no enrollment info, no orientation dates);
 * `parts` replace whole top-level fields, and of the charter, its brand and the address only the
 * fields they name.
 */
export function testSite(parts: MadeUpSiteParts = {}): Site {
  return madeUpSite(parts);
}

/** Opening hours of a center open Monday to Friday, 8:00 AM to 4:00 PM (for `address`). */
export const WEEKDAY_HOURS = {
  start_day: 'Monday',
  end_day: 'Friday',
  start_time: '8:00 AM',
  end_time: '4:00 PM',
} as const;
