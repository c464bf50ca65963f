import type { ProgramBrandLink } from '../program/program-types.ts';
import { clockTimeIn, weekdayIn } from '../shared/clock-time.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';

export type YesNo = 'Yes' | 'No';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface SiteAddress {
  address_1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  coordinates: Coordinates;
  start_day: string;
  end_day: string;
  start_time: string;
  end_time: string;
}

export interface SitePerson {
  role: string;
  category: string;
  name: string;
}

export interface SiteCharter {
  id: string;
  name: string;
  abbreviation: string;
  website: string;
  contactNumber: string;
  brand: {
    brandName: string;
    brandIcon: string;
    brandPhoto: string;
    enrollmentsUrl: string;
    domain: string;
  };
}

export interface SiteEnrollmentInfo {
  about: string;
  moreAbout: string;
  /** The about texts in Spanish, shown to Spanish readers ('' or absent: none written, English shown). */
  aboutEs?: string;
  moreAboutEs?: string;
  programTypes: { name: string; brand: ProgramBrandLink[] }[];
  secondaryEnrollmentUrl: string;
  primaryEmailstatus: YesNo;
  addtionalEmailstatus: YesNo;
  interestEmail: string[];
  registrationEmail: string[];
}

export interface OrientationDate {
  date: string;
  start_time: string;
  end_time: string;
}

/** A learning center as stored (distance only on ZIP searches); the public API answers `PublicSite`. */
export interface Site {
  id: string;
  name: string;
  displayName: string;
  brandName: string;
  charter: SiteCharter;
  photo: string;
  coordinates: Coordinates;
  address: SiteAddress;
  people: SitePerson[];
  enrollment_info: SiteEnrollmentInfo | null;
  orientation: { orientation_dates: OrientationDate[]; virtual_link: string };
  distance?: number;
}

/**
 * A site's opening hours in a language, '' when the site has none: 'Monday - Friday from 8:00 AM -
 * 4:00 PM' or 'De lunes a viernes, de 8:00 a. m. a 4:00 p. m.' (days and times through the language's
 * formatter; one the formatter cannot read is shown as stored). The finder's cards and the e-mails
 * both write them with this.
 */
export function formatSiteHours(
  address: Pick<SiteAddress, 'start_day' | 'end_day' | 'start_time' | 'end_time'>,
  language: FamilyLanguage = 'en',
): string {
  if (!address.start_day || !address.start_time) return '';
  const startDay = weekdayIn(address.start_day, language);
  const endDay = weekdayIn(address.end_day, language);
  const start = clockTimeIn(address.start_time, language);
  const end = clockTimeIn(address.end_time, language);
  return language === 'es'
    ? `De ${startDay} a ${endDay}, de ${start} a ${end}`
    : `${startDay} - ${endDay} from ${start} - ${end}`;
}

export function oneLineAddress(address: Pick<SiteAddress, 'address_1' | 'city' | 'state' | 'zip'>): string {
  return `${address.address_1}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The learning-center fields an interest or a registration copies from its site. */
export interface LearningCenterCopy {
  /** The site's charter id: what the staff charter scope reads. */
  charter_id: string;
  learningCenterId: string;
  learningCenterName: string;
  learningCenterCharter: string;
  learningCenterAddress: string;
  learningCenterCoordinates: Coordinates | null;
  brandName: string;
}

/**
 * The learning-center fields of an interest or a registration: always copied from the stored site it
 * is made at, never from a request body.
 */
export function learningCenterOf(site: Site): LearningCenterCopy {
  return {
    charter_id: site.charter.id,
    learningCenterId: site.id,
    learningCenterName: site.name,
    learningCenterCharter: site.charter.name,
    learningCenterAddress: oneLineAddress(site.address),
    learningCenterCoordinates: site.coordinates ?? null,
    brandName: site.brandName,
  };
}

/** The site person with role Principal (or category LEADERSHIP and role Principal); else 'Unassigned'. */
export function principalOf(site: Pick<Site, 'people'>): string {
  const person =
    site.people.find((p) => p.role === 'Principal') ??
    site.people.find((p) => p.category === 'LEADERSHIP' && p.role.toLowerCase() === 'principal');
  return person?.name ?? 'Unassigned';
}

/** Miles shown on a card: one decimal. */
export function formatMiles(distance: number): string {
  return `${distance.toFixed(1)} miles away`;
}
