/**
 * Race categories for the Ethnicity step (spec: a 33-entry list whose values are not shown). The
 * California CALPADS race categories (American Indian or Alaska Native, the Asian and Pacific Islander
 * groups, Filipino, Black or African American, White) plus the Asian and Pacific Islander sub-groups
 * California added under AB 1726, Middle Eastern or North African, and the usual catch-all answers.
 */
export const RACES = [
  'American Indian or Alaska Native',
  'Asian Indian',
  'Bangladeshi',
  'Black or African American',
  'Burmese',
  'Cambodian',
  'Chinese',
  'Fijian',
  'Filipino',
  'Guamanian',
  'Hmong',
  'Indonesian',
  'Japanese',
  'Korean',
  'Laotian',
  'Malaysian',
  'Marshallese',
  'Middle Eastern or North African',
  'Native Hawaiian',
  'Other Asian',
  'Other Pacific Islander',
  'Pakistani',
  'Samoan',
  'Sri Lankan',
  'Tahitian',
  'Taiwanese',
  'Thai',
  'Tongan',
  'Vietnamese',
  'White',
  'Two or More Races',
  'Other',
  'Decline to State',
] as const;
export type Race = (typeof RACES)[number];
