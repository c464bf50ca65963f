import { type Brand, oneLineAddress, type RegistrationRecord, type Site } from '@enroll/domain';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

interface RegistrationEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
}

/** To the family: the registration is in, and what happens next. */
export function renderRegistrationEmail({
  record,
  site,
  brand,
  appUrl,
}: RegistrationEmailInput): RenderedEmail {
  const where = site ? `${site.name} (${site.charter.name})` : brand.brandName;
  return renderBranded({
    brand,
    appUrl,
    subject: `Your registration with ${site?.name ?? brand.brandName} is complete`,
    paragraphs: [
      `Hello ${record.pgFirstName || record.firstName},`,
      `Thank you! The registration of ${record.firstName} ${record.lastName} at ${where} has been successfully completed. One of our team members will reach out to you within one business day.`,
      ...(site
        ? [[site.name, oneLineAddress(site.address), site.address.phone].filter(Boolean).join('\n')]
        : []),
      `Registration ID: ${record._uuid}`,
    ],
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}

/** To the site's staff: a new registration to process, with a link to it in the staff app. */
export function renderRegistrationNotification({
  record,
  site,
  brand,
  appUrl,
}: RegistrationEmailInput): RenderedEmail {
  const url = new URL(`/registration-forms/${record.id}`, appUrl).toString();
  return renderBranded({
    brand,
    appUrl,
    subject: `New registration: ${record.firstName} ${record.lastName}`,
    paragraphs: [
      `A new registration was submitted for ${site?.name ?? 'your learning center'}.`,
      `Student: ${record.firstName} ${record.lastName}\nGrade: ${record.gradeLevel}\nSubmitted: ${record.createdAt}`,
      `Registration ID: ${record._uuid}`,
    ],
    action: { label: 'Open the registration', url },
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
