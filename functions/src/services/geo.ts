import type { Coordinates } from '@enroll/domain';
import zipcodes from 'zipcodes';

/** Coordinates of a US ZIP code from the offline `zipcodes` table; null when the ZIP is unknown. */
export function zipCoordinates(zip: string): Coordinates | null {
  const found = zipcodes.lookup(zip);
  if (!found) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}
