import { ageOn, type InterestEntry, interestAddressParts, usDate } from '@enroll/domain';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';

export const INTEREST_SHEET_NAME = 'Interest-Form';
export const INTEREST_EXCEL_FILE_NAME = 'interest_data.xlsx';

/** The Interest-Form sheet's columns, in the order a coordinator works through an entry. */
export const INTEREST_EXCEL_COLUMNS = [
  { header: 'Submit Date', key: 'submitDate', width: 12 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Last Contact Date', key: 'lastContactDate', width: 16 },
  { header: 'Student First Name', key: 'studentFirstName' },
  { header: 'Student Last Name', key: 'studentLastName' },
  { header: 'Birth Date', key: 'birthDate', width: 12 },
  { header: 'Age', key: 'age', width: 6 },
  { header: 'Grade', key: 'grade', width: 8 },
  { header: 'Parent Relationship', key: 'parentRelationship' },
  { header: 'Parent First Name', key: 'parentFirstName' },
  { header: 'Parent Last Name', key: 'parentLastName' },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Street 1', key: 'street1', width: 24 },
  { header: 'Street 2', key: 'street2' },
  { header: 'City', key: 'city' },
  { header: 'State/Region', key: 'stateRegion', width: 14 },
  { header: 'Country', key: 'country' },
  { header: 'ZIP', key: 'zipCode', width: 10 },
  { header: 'Mailing Street 1', key: 'mailingStreet1', width: 24 },
  { header: 'Mailing Street 2', key: 'mailingStreet2' },
  { header: 'Mailing City', key: 'mailingCity' },
  { header: 'Mailing State/Region', key: 'mailingStateRegion', width: 14 },
  { header: 'Mailing Country', key: 'mailingCountry' },
  { header: 'Mailing ZIP', key: 'mailingZipCode', width: 10 },
  { header: 'Learning Center', key: 'learningCenter', width: 28 },
  { header: 'Charter', key: 'charter', width: 24 },
  { header: 'Registration ID', key: 'registrationId', width: 38 },
  { header: 'Campaign', key: 'campaign' },
] as const satisfies readonly ExcelColumn[];

export type InterestExcelKey = (typeof INTEREST_EXCEL_COLUMNS)[number]['key'];

/** One entry as a row of the sheet. Mailing columns repeat the physical address when it is the same. */
export function interestExcelRow(entry: InterestEntry, today: string): ExcelRow<InterestExcelKey> {
  const mailing = interestAddressParts(entry, entry.sameAddress ? '' : 'mailing');
  return {
    submitDate: usDate(entry.createdAt || entry.submittedAt),
    status: entry.status,
    lastContactDate: usDate(entry.lastContactDate),
    studentFirstName: entry.studentFirstName,
    studentLastName: entry.studentLastName,
    birthDate: usDate(entry.birthDate),
    // The age today, like the list; the age stored at submit when the birth date is unreadable.
    age: ageOn(entry.birthDate, today) ?? (Number.isFinite(entry.age) ? entry.age : null),
    grade: entry.gradeLevel,
    parentRelationship: entry.parentRelationship,
    parentFirstName: entry.parentFirstName,
    parentLastName: entry.parentLastName,
    email: entry.primaryEmail,
    phone: entry.phone,
    street1: entry.street1,
    street2: entry.street2,
    city: entry.city,
    stateRegion: entry.state || entry.region,
    country: entry.country,
    zipCode: entry.zipCode,
    mailingStreet1: mailing.street1,
    mailingStreet2: mailing.street2,
    mailingCity: mailing.city,
    mailingStateRegion: mailing.state || mailing.region,
    mailingCountry: mailing.country,
    mailingZipCode: mailing.zipCode,
    learningCenter: entry.learningCenterName,
    charter: entry.charter || entry.learningCenterCharter,
    registrationId: entry._uuid,
    campaign: entry.campaign,
  };
}

/** The rows of the sheet for entries as the list query yields them. */
export async function* interestExcelRows(
  entries: AsyncIterable<InterestEntry>,
  today: string,
): AsyncIterable<ExcelRow<InterestExcelKey>> {
  for await (const entry of entries) yield interestExcelRow(entry, today);
}
