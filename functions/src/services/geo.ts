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

/** Coordinates of a US ZIP code from the offline `zipcodes` table; null when the ZIP is unknown. */
export async function zipCoordinates(zip: string): Promise<Coordinates | null> {
  const found = (await loadZipTable()).lookup(zip);
  if (!found) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}
