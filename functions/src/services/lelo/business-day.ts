import { todayIsoIn } from '@enroll/domain';
import { config } from '../../platform/config.ts';

/**
 * Today (YYYY-MM-DD) in the business time zone (ENROLLMENT_TIME_ZONE): what the Lelo session window
 * and the signature dates are read against. The server's own clock runs in UTC in Azure.
 */
export function businessToday(now: Date = new Date()): string {
  return todayIsoIn(config.enrollmentTimeZone, now);
}
