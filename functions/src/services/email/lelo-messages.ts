import {
  type Brand,
  brandNameOfLearningCenter,
  type EmailTemplateRecord,
  isSelfAdult,
  type LeloRegistrationRecord,
  languageOf,
  siteConfirmationMessage,
} from '@enroll/domain';
import { brandOfName } from '../../data/brands-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findSession } from '../../data/sessions-repository.ts';
import { findSite } from '../../data/sites-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { findConfirmationTemplate, findEmailTemplate } from '../../data/templates-repository.ts';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import {
  type LeloRecipient,
  renderLeloEmail,
  renderLeloNotification,
  studentRecipientOf,
} from './render-lelo-email.ts';

/** The brand of an entry's learning center (its site's, else the one its name says, else the default). */
export async function leloBrandOf(record: LeloRegistrationRecord): Promise<Brand> {
  const site = await findSite(record.siteId);
  return brandOfName(site?.brandName ?? brandNameOfLearningCenter(record.learningCenters));
}

/** Stored as a list; the spec also knows a comma-separated text. */
function addressList(email: EmailTemplateRecord['email'] | string | undefined): string[] {
  const list = typeof email === 'string' ? email.split(',') : (email ?? []);
  return list.map((address) => address.trim()).filter((address) => address !== '');
}

function unique(addresses: string[]): string[] {
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))].filter(
    (address) => address !== '',
  );
}

/**
 * The family addresses: the student's and the parent's (none for a 'Self 18+' student), as the site's
 * e-mail template allows (both without one). The signed agreement copy goes to the same addresses.
 */
export function familyAddresses(
  record: LeloRegistrationRecord,
  template: EmailTemplateRecord | null,
): string[] {
  const toStudent = template ? template.studentEmail : true;
  const hasParent = !isSelfAdult(record.pgRelationshipToStudent);
  const toParent = hasParent && (template ? template.pgPrimaryEmail : true);
  return unique([...(toStudent ? [record.studentEmail] : []), ...(toParent ? [record.pgPrimaryEmail] : [])]);
}

/**
 * The family addresses with whom each copy greets: the student's copy the student (by full name, as
 * the wizard does), the parent's the parent. An address both share reads as the parent's.
 */
export function familyRecipients(
  record: LeloRegistrationRecord,
  template: EmailTemplateRecord | null,
): ({ to: string } & LeloRecipient)[] {
  const parent = isSelfAdult(record.pgRelationshipToStudent)
    ? ''
    : record.pgPrimaryEmail.trim().toLowerCase();
  const parentName = `${record.pgFirstName} ${record.pgLastName}`.trim();
  return familyAddresses(record, template).map((to) =>
    to === parent && parentName
      ? { to, name: parentName, reader: 'parent' }
      : { to, ...studentRecipientOf(record) },
  );
}

/**
 * The Lelo confirmation e-mail to the family (in its language, with the site's message and the
 * session's name in that language when the school wrote them, each copy greeting its reader) and the
 * notification e-mail in English to each address of the site's e-mail template (none without one).
 */
export async function leloMessages(leloRegistrationId: string): Promise<EmailMessage[]> {
  const stored = await findLeloRegistration(leloRegistrationId);
  if (!stored) throw new Error(`Lelo registration ${leloRegistrationId} is not stored (yet)`);
  const record = withoutSystemFields(stored);
  const [confirmation, emailTemplate, brand, session] = await Promise.all([
    findConfirmationTemplate(record.LeloRegistrationProfile, record.siteId),
    findEmailTemplate(record.LeloRegistrationProfile, record.siteId),
    leloBrandOf(record),
    findSession(record.LeloRegistrationProfile),
  ]);
  const message = siteConfirmationMessage(confirmation, languageOf(record), {
    firstName: record.firstName,
    lastName: record.lastName,
    _uuid: record._uuid,
  });
  const appUrl = config.publicUrlOf(brand.key);
  // Staff open the entry where they sign in.
  const notification = renderLeloNotification({ record, brand, appUrl: config.publicAppUrl });
  return [
    ...familyRecipients(record, emailTemplate).map(({ to, ...recipient }) => ({
      to,
      ...renderLeloEmail({ record, brand, appUrl, sessionNameEs: session?.nameEs, message, recipient }),
    })),
    ...unique(addressList(emailTemplate?.email)).map((to) => ({ to, ...notification })),
  ];
}
