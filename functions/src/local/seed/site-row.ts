import type { ProgramCode } from '@enroll/domain';

/** The photos under frontend/public/sites/ (without `.svg`). */
export const SITE_PHOTOS = [
  'brick-two-story',
  'storefront-blue',
  'plaza-palms',
  'modern-glass',
  'mission-stucco',
  'strip-center',
  'campus-courtyard',
  'downtown-corner',
] as const;

export type SitePhoto = (typeof SITE_PHOTOS)[number];

/** mf: Monday-Friday 8-4; mth: Monday-Thursday 9-5; late: Monday-Friday 10-6; none: no hours. */
export type SiteHours = 'mf' | 'mth' | 'late' | 'none';

/** Which notification e-mails the site sends: both, primary only, additional only, none. */
export type SiteEmails = 'both' | 'primary' | 'additional' | 'none';

/** people: a Principal; a LEADERSHIP person with role 'principal'; nobody (shown as 'Unassigned'). */
export type SitePeople = 'principal' | 'leadership' | 'none';

/** One learning center in compact form; sites-seed.ts expands it into a full Site document. */
export interface SiteRow {
  /** Unique, stable: the site id is derived from it. */
  slug: string;
  charterKey: string;
  /** The place part of the name: 'Learn4Life - {label}'. */
  label: string;
  city: string;
  /** A real ZIP code (coordinates come from the zipcodes package). */
  zip: string;
  street: string;
  phone: string;
  /** '' means no photo: the finder shows the default image. */
  photo: SitePhoto | '';
  programs: ProgramCode[];
  hours?: SiteHours;
  emails?: SiteEmails;
  people?: SitePeople;
  /** Offers an Expanded Learning (secondary) enrollment form. */
  secondary?: boolean;
  /** enrollment_info is null (no data: e-mail is sent by default). */
  noEnrollmentInfo?: boolean;
  /** about and moreAbout left empty so the site page uses its placeholder text. */
  blankText?: boolean;
}
