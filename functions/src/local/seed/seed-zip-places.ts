import type { Coordinates } from '@enroll/domain';

/** Where a seed site's ZIP code is: its state and coordinates. */
export interface SeedZipPlace extends Coordinates {
  state: string;
}

/**
 * The seed sites' ZIP codes as the `zipcodes` table gives them (sites-seed.test.ts checks every site
 * against it). A copy, so seeding does not load that table (about 90 MB) into the host.
 */
export const SEED_ZIP_PLACES: Readonly<Record<string, SeedZipPlace>> = {
  '33401': { state: 'FL', latitude: 26.7165, longitude: -80.0679 },
  '33432': { state: 'FL', latitude: 26.3462, longitude: -80.0844 },
  '33460': { state: 'FL', latitude: 26.6182, longitude: -80.056 },
  '37601': { state: 'TN', latitude: 36.3339, longitude: -82.3408 },
  '37620': { state: 'TN', latitude: 36.5686, longitude: -82.1819 },
  '37660': { state: 'TN', latitude: 36.5484, longitude: -82.5618 },
  '90011': { state: 'CA', latitude: 34.0079, longitude: -118.2582 },
  '90033': { state: 'CA', latitude: 34.0487, longitude: -118.2084 },
  '90220': { state: 'CA', latitude: 33.8748, longitude: -118.2402 },
  '90301': { state: 'CA', latitude: 33.955, longitude: -118.3556 },
  '90813': { state: 'CA', latitude: 33.782, longitude: -118.1835 },
  '91101': { state: 'CA', latitude: 34.1468, longitude: -118.1391 },
  '91205': { state: 'CA', latitude: 34.1378, longitude: -118.2425 },
  '91502': { state: 'CA', latitude: 34.1745, longitude: -118.3059 },
  '91766': { state: 'CA', latitude: 34.0418, longitude: -117.7569 },
  '91910': { state: 'CA', latitude: 32.6371, longitude: -117.0676 },
  '92025': { state: 'CA', latitude: 33.1101, longitude: -117.07 },
  '92054': { state: 'CA', latitude: 33.2072, longitude: -117.3573 },
  '92105': { state: 'CA', latitude: 32.7423, longitude: -117.0947 },
  '92345': { state: 'CA', latitude: 34.4222, longitude: -117.3025 },
  '92392': { state: 'CA', latitude: 34.4802, longitude: -117.4082 },
  '92410': { state: 'CA', latitude: 34.1069, longitude: -117.2975 },
  '92501': { state: 'CA', latitude: 33.9924, longitude: -117.3694 },
  '92543': { state: 'CA', latitude: 33.7416, longitude: -116.973 },
  '92701': { state: 'CA', latitude: 33.7523, longitude: -117.8541 },
  '92805': { state: 'CA', latitude: 33.8359, longitude: -117.9086 },
  '93001': { state: 'CA', latitude: 34.3308, longitude: -119.3584 },
  '93030': { state: 'CA', latitude: 34.2141, longitude: -119.175 },
  '93291': { state: 'CA', latitude: 36.3551, longitude: -119.301 },
  '93301': { state: 'CA', latitude: 35.3866, longitude: -119.0171 },
  '93534': { state: 'CA', latitude: 34.6909, longitude: -118.1491 },
  '93535': { state: 'CA', latitude: 34.7131, longitude: -117.8783 },
  '93536': { state: 'CA', latitude: 34.7471, longitude: -118.3687 },
  '93550': { state: 'CA', latitude: 34.4133, longitude: -118.0917 },
  '93551': { state: 'CA', latitude: 34.6017, longitude: -118.231 },
  '93552': { state: 'CA', latitude: 34.5715, longitude: -118.0231 },
  '93560': { state: 'CA', latitude: 34.8664, longitude: -118.3409 },
  '93701': { state: 'CA', latitude: 36.7487, longitude: -119.7867 },
  '93901': { state: 'CA', latitude: 36.6677, longitude: -121.6596 },
  '94601': { state: 'CA', latitude: 37.7806, longitude: -122.2166 },
  '95112': { state: 'CA', latitude: 37.3476, longitude: -121.887 },
  '95202': { state: 'CA', latitude: 37.9606, longitude: -121.2871 },
  '95340': { state: 'CA', latitude: 37.2983, longitude: -120.4649 },
  '95351': { state: 'CA', latitude: 37.6236, longitude: -120.9966 },
  '95404': { state: 'CA', latitude: 38.4405, longitude: -122.7144 },
  '95815': { state: 'CA', latitude: 38.6093, longitude: -121.4443 },
  '95817': { state: 'CA', latitude: 38.5498, longitude: -121.4583 },
  '96001': { state: 'CA', latitude: 40.5605, longitude: -122.4116 },
};
