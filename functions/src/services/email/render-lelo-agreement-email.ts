import { type Brand, businessToday, type LeloRegistrationRecord } from '@enroll/domain';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

interface LeloAgreementEmailInput {
  record: Pick<
    LeloRegistrationRecord,
    'firstName' | 'lastName' | 'learningCenters' | 'charter' | 'session_name' | '_uuid' | 'signedAt'
  >;
  /** The attached PDF's file name, named in the text so the family knows which file it is. */
  fileName: string;
  brand: Brand;
  appUrl: string;
}

/** The signing day in the business time zone (the day the family saw on its signature date). */
function signedOn(signedAt: string | null): string {
  return signedAt ? businessToday(new Date(signedAt)) : '';
}

/**
 * To the family once the signed agreement PDF is built: their copy of what they signed, attached.
 * Sent once per signing; a staff regenerate of the same signing sends nothing.
 */
export function renderLeloAgreementEmail({
  record,
  fileName,
  brand,
  appUrl,
}: LeloAgreementEmailInput): RenderedEmail {
  const date = signedOn(record.signedAt);
  return renderBranded({
    brand,
    appUrl,
    subject: `Your signed agreement with ${record.learningCenters}`,
    paragraphs: [
      `Hello ${record.firstName} ${record.lastName},`,
      `Attached is a copy of the agreement you signed${date ? ` on ${date}` : ''} for your registration at ${record.learningCenters} (${record.charter}) for ${record.session_name}.`,
      `Registration ID: ${record._uuid}\nAttachment: ${fileName}`,
      'Please keep it for your records.',
    ],
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
