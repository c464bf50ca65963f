import type { ProgramBrandLink } from '../program/program-types.ts';

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

/** 'Monday - Friday from 8:00 AM - 4:00 PM', or '' when the site has no hours. */
export function formatSiteHours(
  address: Pick<SiteAddress, 'start_day' | 'end_day' | 'start_time' | 'end_time'>,
): string {
  if (!address.start_day || !address.start_time) return '';
  return `${address.start_day} - ${address.end_day} from ${address.start_time} - ${address.end_time}`;
}

export function oneLineAddress(address: Pick<SiteAddress, 'address_1' | 'city' | 'state' | 'zip'>): string {
  return `${address.address_1}, ${address.city}, ${address.state} ${address.zip}`;
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
