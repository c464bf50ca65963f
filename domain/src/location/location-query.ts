import type { ValidationMessageKey } from '../messages/en.ts';
import { stateCodeFromName, type UsStateCode } from './us-states.ts';

export const LOCATION_QUERY_MAX_LENGTH = 50;
export const DEFAULT_RADIUS_MILES = 15;

export type LocationQuery =
  | { kind: 'zip'; zip: string }
  | { kind: 'state'; state: UsStateCode }
  | { kind: 'text'; text: string };

export type LocationQueryResult =
  | { ok: true; query: LocationQuery }
  | { ok: false; error: ValidationMessageKey };

/**
 * What the finder's search box means: five digits are a ZIP code (a ZIP+4, '93534-1234', is its first
 * five), a state name or code is a state, other text is a case-insensitive search term (sent
 * upper-cased). Empty input, a number that is not five digits, or more than 50 characters is 'Enter a
 * valid ZIP code or state.'.
 */
export function parseLocationQuery(input: string): LocationQueryResult {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > LOCATION_QUERY_MAX_LENGTH) {
    return { ok: false, error: 'location.query.invalid' };
  }
  const zipPlusFour = /^(\d{5})[- ]\d{4}$/.exec(trimmed);
  if (zipPlusFour?.[1]) return { ok: true, query: { kind: 'zip', zip: zipPlusFour[1] } };
  if (/^\d+$/.test(trimmed)) {
    return /^\d{5}$/.test(trimmed)
      ? { ok: true, query: { kind: 'zip', zip: trimmed } }
      : { ok: false, error: 'location.query.invalid' };
  }
  const state = stateCodeFromName(trimmed);
  if (state) return { ok: true, query: { kind: 'state', state } };
  if (!/\p{L}/u.test(trimmed)) return { ok: false, error: 'location.query.invalid' };
  return { ok: true, query: { kind: 'text', text: trimmed.toUpperCase() } };
}

/** Great-circle distance in miles (haversine), used to rank learning centers by a ZIP code. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const earthRadiusMiles = 3958.8;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(h));
}
