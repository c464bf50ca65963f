import type { Coordinates } from '@enroll/domain';

type ZipTable = typeof import('zipcodes');

// The `zipcodes` table costs about 90 MB of memory once loaded, so it is loaded on the first ZIP
// search, not with the function app: a host that never searches by ZIP never pays for it. One promise
// for every caller, so concurrent first searches load it once.
let zipTable: Promise<ZipTable> | undefined;

function loadZipTable(): Promise<ZipTable> {
  zipTable ??= import('zipcodes').then((loaded) => ('default' in loaded ? loaded.default : loaded));
  return zipTable;
}

/** Where a US ZIP code is: its state and coordinates. */
export interface ZipPlace extends Coordinates {
  state: string;
}

/** The state and coordinates of a US ZIP code from the offline `zipcodes` table; null when it is unknown. */
export async function zipPlace(zip: string): Promise<ZipPlace | null> {
  const found = (await loadZipTable()).lookup(zip);
  if (!found) return null;
  return { state: found.state, latitude: found.latitude, longitude: found.longitude };
}

/** Coordinates of a US ZIP code from the offline `zipcodes` table; null when the ZIP is unknown. */
export async function zipCoordinates(zip: string): Promise<Coordinates | null> {
  const place = await zipPlace(zip);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
