import {
  type Brand,
  FAMILY_LANGUAGE_NAMES,
  type FamilyLanguage,
  type InterestEntry,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { type RenderedEmail, renderStaffEmail } from './render-interest-email.ts';

/** Who staff should call back: the family's contact details as one block of 'Label: value' lines. */
export interface FamilyContact {
  student: string;
  /** The parent or guardian ('' for an adult student without one). */
  parent: string;
  email: string;
  phone: string;
  center: string;
  language: FamilyLanguage;
}

/**
 * The contact block of a staff e-mail, always in English, naming the family's language (staff read
 * English and need to know to answer a Spanish-speaking family in Spanish). Empty values are left out.
 */
export function familyContactBlock(contact: FamilyContact): string {
  return [
    `Student: ${contact.student}`,
    ...(contact.parent.trim() ? [`Parent/Guardian: ${contact.parent}`] : []),
    ...(contact.email.trim() ? [`Email: ${contact.email}`] : []),
    ...(contact.phone.trim() ? [`Phone: ${contact.phone}`] : []),
    `Learning Center: ${contact.center}`,
    familyLanguageLine(contact.language),
  ].join('\n');
}

/** 'Family language: Spanish', as staff read it. */
export function familyLanguageLine(language: FamilyLanguage): string {
  return `Family language: ${FAMILY_LANGUAGE_NAMES[language]}`;
}

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/**
 * To the site's interest addresses: a family asked for information. The family's contact details
 * and a link to the entry, in English, instead of a copy of the family's letter.
 */
export function renderInterestStaffCopy({
  entry,
  site,
  brand,
  appUrl,
  language,
}: {
  entry: InterestEntry;
  site: Site | null;
  brand: Brand;
  appUrl: string;
  language: FamilyLanguage;
}): RenderedEmail {
  const student = fullName(entry.studentFirstName, entry.studentLastName);
  const center = site ? `${site.name} (${site.charter.name})` : brand.brandName;
  const parent = fullName(entry.parentFirstName, entry.parentLastName);
  return renderStaffEmail({
    brand,
    appUrl,
    subject: `New interest: ${student}${site ? ` at ${site.name}` : ''}`,
    paragraphs: [
      `A family asked for information about ${center}. Please reach out within one business day.`,
      familyContactBlock({
        student: `${student}${entry.age ? ` (age ${entry.age})` : ''}`,
        parent: parent && entry.parentRelationship ? `${parent} (${entry.parentRelationship})` : parent,
        email: entry.primaryEmail,
        phone: entry.phone,
        center,
        language,
      }),
      `Interest ID: ${entry._uuid}`,
    ],
    action: {
      label: 'Open the interest entry',
      url: new URL(`/interest-forms/${entry.id}`, appUrl).toString(),
    },
  });
}

/** The contact block of a registration: the student, the parent and the addresses mail went to. */
export function registrationContact(record: RegistrationRecord, center: string, language: FamilyLanguage) {
  const parent = fullName(record.pgFirstName, record.pgLastName);
  return familyContactBlock({
    student: fullName(record.firstName, record.lastName),
    parent:
      parent && record.pgRelationshipToStudent ? `${parent} (${record.pgRelationshipToStudent})` : parent,
    email: [record.studentEmail, record.pgPrimaryEmail].filter((address) => address.trim()).join(', '),
    phone: [record.studentPrimaryPhone, record.pgPrimaryPhone].filter((phone) => phone.trim()).join(', '),
    center,
    language,
  });
}
