/**
 * Housing / living situations (spec: 12). The McKinney-Vento primary nighttime residence categories
 * CALPADS collects (doubled-up, shelter, unsheltered, hotel/motel, with transitional housing and
 * substandard housing spelt out), foster care and group home, and the ordinary housed answers.
 */
export const LIVING_SITUATIONS = [
  'Living with parent(s)/guardian(s) in a house or apartment',
  'Living with relatives or friends (not due to economic hardship)',
  'Living on my own in a house or apartment (18 or older)',
  'Doubled-up (sharing housing due to economic hardship)',
  'Shelter',
  'Transitional housing',
  'Hotel/Motel',
  'Unsheltered (car, park, campground)',
  'Substandard housing (no electricity, water or heat)',
  'Foster care',
  'Group home',
  'Other',
] as const;
export type LivingSituation = (typeof LIVING_SITUATIONS)[number];
