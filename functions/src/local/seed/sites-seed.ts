import {
  businessToday,
  type SiteAddress,
  type SiteRowInput,
  siteRowSchema,
  type YesNo,
} from '@enroll/domain';
import { parseWith } from '../../platform/parse-body.ts';
import { type SiteDocument, siteDocumentOf } from '../../services/import/reference-documents.ts';
import { brandByKey } from './brands-seed.ts';
import { charterByKey } from './charters-seed.ts';
import { programTypeByCode } from './program-types-seed.ts';
import { SEED_ZIP_PLACES, type SeedZipPlace } from './seed-zip-places.ts';
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

export type { SiteDocument };

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

/** The enrollment settings of a seed row, as an import row's columns. */
function enrollmentColumns(
  row: SiteRow,
  brandKey: string,
  brandName: string,
  index: number,
): Partial<SiteRowInput> {
  if (row.noEnrollmentInfo) return { enrollmentInfo: false };
  const mailbox = row.label.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const status = EMAIL_STATUS[row.emails ?? 'both'];
  const interestEmail = [`enroll.${mailbox}@${brandKey}.example`];
  if (index % 3 === 0) interestEmail.push(`frontdesk.${mailbox}@${brandKey}.example`);
  return {
    programs: row.programs,
    secondaryEnrollmentUrl: row.secondary ? SECONDARY_ENROLLMENT_URL : '',
    primaryEmailstatus: status.primary,
    addtionalEmailstatus: status.additional,
    interestEmail,
    registrationEmail: [`registrar.${mailbox}@${brandKey}.example`],
    about: row.blankText ? '' : aboutText(brandName, row.label, row.city),
    moreAbout: row.blankText ? '' : moreAboutText(row.label),
    aboutEs: row.blankText ? '' : aboutTextEs(brandName, row.label, row.city),
    moreAboutEs: row.blankText ? '' : moreAboutTextEs(row.label),
  };
}

/**
 * A seed row as the `sites` import file's row: what the seed hands to the import's core. The
 * orientation dates are the next Wednesdays and Saturdays after `today`.
 */
export function seedSiteRow(row: SiteRow, index: number, today: string): SiteRowInput {
  const charter = charterByKey(row.charterKey);
  const hours = row.hours ?? 'mf';
  return {
    slug: row.slug,
    charterKey: row.charterKey,
    label: row.label,
    street: row.street,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    photo: row.photo ? `/sites/${row.photo}.svg` : '',
    ...HOURS[hours],
    people: sitePeople(row.people ?? 'principal', index),
    orientation_dates: hours === 'none' ? [] : orientationDates(index, today),
    virtual_link: index % 4 === 3 ? '' : `https://meet.example.org/orientation/${row.slug}`,
    ...enrollmentColumns(row, charter.brandKey, charter.brandName, index),
  };
}

/** Where a seed site's ZIP code is, from the copy of the table (seed-zip-places.ts). */
export async function seedZipPlace(zip: string): Promise<SeedZipPlace | null> {
  return SEED_ZIP_PLACES[zip] ?? null;
}

/** A seed site's document, built by the import's own rule from its import row. */
export function buildSite(row: SiteRow, index: number, today: string = businessToday()): SiteDocument {
  const place = SEED_ZIP_PLACES[row.zip];
  if (!place) throw new Error(`Seed site ${row.slug}: ZIP code ${row.zip} is not in seed-zip-places.ts`);
  const charter = charterByKey(row.charterKey);
  const programs = row.noEnrollmentInfo ? [] : row.programs.map(programTypeByCode);
  const parsed = parseWith(siteRowSchema, seedSiteRow(row, index, today));
  return siteDocumentOf(parsed, charter, brandByKey(charter.brandKey), programs, place);
}

/** Every seeded learning center, built once. */
export const SITE_SEED: readonly SiteDocument[] = SITE_ROWS.map((row, index) => buildSite(row, index));
