import {
  ageOn,
  type InterestAddressPart,
  type InterestEntry,
  interestAddressParts,
  isAdultAge,
  usDate,
} from '@enroll/domain';
import { safeFileName } from './file-name.ts';
import { buildStaffPdf, type PdfRow, type PdfSection, pdfRow as row } from './pdf-document.ts';

export function interestPdfTitle(entry: Pick<InterestEntry, 'studentFirstName' | 'studentLastName'>): string {
  return `Enrollment Interest Form of ${entry.studentFirstName} ${entry.studentLastName}`.trim();
}

/** '{first} {last}_InterestForm.pdf', safe for any file system. */
export function interestPdfFileName(
  entry: Pick<InterestEntry, 'studentFirstName' | 'studentLastName'>,
): string {
  return safeFileName(`${entry.studentFirstName} ${entry.studentLastName}_InterestForm.pdf`, 'Interest');
}

/** Parent Information is printed for a student under 18 (or, without a readable birth date, when given). */
function showsParent(entry: InterestEntry, today: string): boolean {
  const age = ageOn(entry.birthDate, today);
  return age === null ? entry.parentFirstName.trim() !== '' : !isAdultAge(age);
}

function addressRows(parts: Record<InterestAddressPart, string>): PdfRow[] {
  return [
    row('Street 1', parts.street1),
    row('Street 2', parts.street2),
    row('City', parts.city),
    parts.region && !parts.state ? row('Region', parts.region) : row('State', parts.state),
    row('Country', parts.country),
    row('ZIP Code', parts.zipCode),
  ];
}

/** The sections of the interest PDF, in order. */
export function interestPdfSections(entry: InterestEntry, today: string): PdfSection[] {
  const sections: PdfSection[] = [
    {
      heading: 'Learning Center Information',
      rows: [
        row('Learning Center', entry.learningCenterName),
        row('Charter', entry.charter || entry.learningCenterCharter),
        row('Address', entry.learningCenterAddress),
        row('Registration ID', entry._uuid),
        row('Submit Date', usDate(entry.createdAt || entry.submittedAt)),
        row('Status', entry.status),
        row('Last Contact Date', usDate(entry.lastContactDate)),
      ],
    },
    {
      heading: 'Student Information',
      rows: [
        row('First Name', entry.studentFirstName),
        row('Last Name', entry.studentLastName),
        row('Birth Date', usDate(entry.birthDate)),
        row('Age', ageOn(entry.birthDate, today) ?? entry.age),
        row('Grade', entry.gradeLevel),
      ],
    },
  ];
  if (showsParent(entry, today)) {
    sections.push({
      heading: 'Parent Information',
      rows: [
        row('Relationship', entry.parentRelationship),
        row('First Name', entry.parentFirstName),
        row('Last Name', entry.parentLastName),
      ],
    });
  }
  sections.push(
    { heading: 'Contact Information', rows: [row('Email', entry.primaryEmail), row('Phone', entry.phone)] },
    { heading: 'Physical Address', rows: addressRows(entry) },
  );
  if (!entry.sameAddress) {
    sections.push({
      heading: 'Mailing Address',
      rows: addressRows(interestAddressParts(entry, 'mailing')),
    });
  }
  return sections;
}

/** The interest PDF of one entry. */
export function buildInterestPdf(entry: InterestEntry, today: string): Promise<Uint8Array> {
  return buildStaffPdf({ title: interestPdfTitle(entry), sections: interestPdfSections(entry, today) });
}
