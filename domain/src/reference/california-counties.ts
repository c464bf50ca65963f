import { isUnitedStates } from './countries.ts';

/** The 58 counties of California (spec: California counties (58)); their school districts are not needed yet. */
export const CALIFORNIA_COUNTIES = [
  'Alameda',
  'Alpine',
  'Amador',
  'Butte',
  'Calaveras',
  'Colusa',
  'Contra Costa',
  'Del Norte',
  'El Dorado',
  'Fresno',
  'Glenn',
  'Humboldt',
  'Imperial',
  'Inyo',
  'Kern',
  'Kings',
  'Lake',
  'Lassen',
  'Los Angeles',
  'Madera',
  'Marin',
  'Mariposa',
  'Mendocino',
  'Merced',
  'Modoc',
  'Mono',
  'Monterey',
  'Napa',
  'Nevada',
  'Orange',
  'Placer',
  'Plumas',
  'Riverside',
  'Sacramento',
  'San Benito',
  'San Bernardino',
  'San Diego',
  'San Francisco',
  'San Joaquin',
  'San Luis Obispo',
  'San Mateo',
  'Santa Barbara',
  'Santa Clara',
  'Santa Cruz',
  'Shasta',
  'Sierra',
  'Siskiyou',
  'Solano',
  'Sonoma',
  'Stanislaus',
  'Sutter',
  'Tehama',
  'Trinity',
  'Tulare',
  'Tuolumne',
  'Ventura',
  'Yolo',
  'Yuba',
] as const;
export type CaliforniaCounty = (typeof CALIFORNIA_COUNTIES)[number];

/**
 * Whether an address names its county from California's list: a California address (the state 'CA'
 * or 'California', any case) in the United States. Elsewhere the county is typed.
 */
export function hasCaliforniaCounties(state: string, country = 'United States'): boolean {
  const value = state.trim().toLowerCase();
  return isUnitedStates(country) && (value === 'ca' || value === 'california');
}
