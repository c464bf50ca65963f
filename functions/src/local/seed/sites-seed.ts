import type { Site, SiteAddress, SiteEnrollmentInfo, YesNo } from '@enroll/domain';
import { brandByKey } from './brands-seed.ts';
import { type CharterDocument, charterByKey } from './charters-seed.ts';
import { programTypeByCode } from './program-types-seed.ts';
import { seedId } from './seed-ids.ts';
import { SEED_ZIP_PLACES } from './seed-zip-places.ts';
import type { SiteEmails, SiteHours, SiteRow } from './site-row.ts';
import { CALIFORNIA_SITE_ROWS } from './site-rows-california.ts';
import { EAST_SITE_ROWS } from './site-rows-east.ts';
import {
  aboutText,
  aboutTextEs,
  moreAboutText,
  moreAboutTextEs,
  orientationDates,
  sitePeople,
} from './site-text.ts';

/** A `sites` document: the Site shape plus a lowercase text field for the finder's text search. */
export type SiteDocument = Site & { searchText: string };

export const SITE_ROWS: readonly SiteRow[] = [...CALIFORNIA_SITE_ROWS, ...EAST_SITE_ROWS];

export const SECONDARY_ENROLLMENT_URL = '/forms/summer-intersession-2027';

const HOURS: Record<SiteHours, Pick<SiteAddress, 'start_day' | 'end_day' | 'start_time' | 'end_time'>> = {
  mf: { start_day: 'Monday', end_day: 'Friday', start_time: '8:00 AM', end_time: '4:00 PM' },
  mth: { start_day: 'Monday', end_day: 'Thursday', start_time: '9:00 AM', end_time: '5:00 PM' },
  late: { start_day: 'Monday', end_day: 'Friday', start_time: '10:00 AM', end_time: '6:00 PM' },
  none: { start_day: '', end_day: '', start_time: '', end_time: '' },
};

const EMAIL_STATUS: Record<SiteEmails, { primary: YesNo; additional: YesNo }> = {
  both: { primary: 'Yes', additional: 'Yes' },
  primary: { primary: 'Yes', additional: 'No' },
  additional: { primary: 'No', additional: 'Yes' },
  none: { primary: 'No', additional: 'No' },
};

export function siteIdFor(slug: string): string {
  return seedId('site', slug);
}

function siteCharter(charter: CharterDocument): Site['charter'] {
  const brand = brandByKey(charter.brandKey);
  return {
    id: charter.id,
    name: charter.name,
    abbreviation: charter.abbreviation,
    website: charter.website,
    contactNumber: charter.contactNumber,
    brand: {
      brandName: brand.brandName,
      brandIcon: brand.brandIcon,
      brandPhoto: brand.brandPhoto,
      enrollmentsUrl: `https://enroll.${brand.domain}`,
      domain: brand.domain,
    },
  };
}

function enrollmentInfo(
  row: SiteRow,
  brandKey: string,
  brandName: string,
  index: number,
): SiteEnrollmentInfo {
  const mailbox = row.label.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const status = EMAIL_STATUS[row.emails ?? 'both'];
  const interestEmail = [`enroll.${mailbox}@${brandKey}.example`];
  if (index % 3 === 0) interestEmail.push(`frontdesk.${mailbox}@${brandKey}.example`);
  return {
    about: row.blankText ? '' : aboutText(brandName, row.label, row.city),
    moreAbout: row.blankText ? '' : moreAboutText(row.label),
    aboutEs: row.blankText ? '' : aboutTextEs(brandName, row.label, row.city),
    moreAboutEs: row.blankText ? '' : moreAboutTextEs(row.label),
    // The site's brand link first (the site page reads brand[0].url), then the other brands offering it.
    programTypes: row.programs.map((code) => {
      const links = programTypeByCode(code).brand;
      const own = links.filter((link) => link.brandName === brandName);
      const others = links.filter((link) => link.brandName !== brandName);
      return { name: code, brand: [...own, ...others] };
    }),
    secondaryEnrollmentUrl: row.secondary ? SECONDARY_ENROLLMENT_URL : '',
    primaryEmailstatus: status.primary,
    addtionalEmailstatus: status.additional,
    interestEmail,
    registrationEmail: [`registrar.${mailbox}@${brandKey}.example`],
  };
}

export function buildSite(row: SiteRow, index: number): SiteDocument {
  const place = SEED_ZIP_PLACES[row.zip];
  if (!place) throw new Error(`Seed site ${row.slug}: ZIP code ${row.zip} is not in seed-zip-places.ts`);
  const coordinates = { latitude: place.latitude, longitude: place.longitude };
  const charter = charterByKey(row.charterKey);
  const brandName = charter.brandName;
  const name = `${brandName} - ${row.label}`;
  const hours = row.hours ?? 'mf';
  return {
    id: siteIdFor(row.slug),
    name,
    displayName: `${row.label} Learning Center`,
    brandName,
    charter: siteCharter(charter),
    photo: row.photo ? `/sites/${row.photo}.svg` : '',
    coordinates,
    address: {
      address_1: row.street,
      city: row.city,
      state: place.state,
      zip: row.zip,
      phone: row.phone,
      coordinates: { ...coordinates },
      ...HOURS[hours],
    },
    people: sitePeople(row.people ?? 'principal', index),
    enrollment_info: row.noEnrollmentInfo ? null : enrollmentInfo(row, charter.brandKey, brandName, index),
    orientation: {
      orientation_dates: hours === 'none' ? [] : orientationDates(index),
      virtual_link: index % 4 === 3 ? '' : `https://meet.example.org/orientation/${row.slug}`,
    },
    searchText: [name, charter.name, row.city, brandName].join(' ').toLowerCase(),
  };
}

/** Every seeded learning center, built once. */
export const SITE_SEED: readonly SiteDocument[] = SITE_ROWS.map(buildSite);
