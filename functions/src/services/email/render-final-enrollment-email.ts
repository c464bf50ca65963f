import type { Brand, RegistrationRecord, Site } from '@enroll/domain';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

interface FinalEnrollmentEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
}

/** To the family once the orientation is completed: the enrollment is complete. */
export function renderFinalEnrollmentEmail({
  record,
  site,
  brand,
  appUrl,
}: FinalEnrollmentEmailInput): RenderedEmail {
  const centerName = site?.name ?? record.learningCenterName;
  const charterName = site?.charter.name ?? record.learningCenterCharter;
  const where = charterName ? `${centerName} (${charterName})` : centerName;
  const phone = site?.address.phone ?? '';
  return renderBranded({
    brand,
    appUrl,
    subject: `${record.firstName}'s enrollment at ${centerName} is complete`,
    paragraphs: [
      `Hello ${record.pgFirstName || record.firstName},`,
      `Congratulations! ${record.firstName} ${record.lastName} has completed orientation, and the enrollment at ${where} is complete. Welcome!`,
      ...(phone.trim() !== '' ? [`If you have any questions, please call ${centerName} at ${phone}.`] : []),
      `Registration ID: ${record._uuid}`,
    ],
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
