import {
  type Brand,
  type Coordinates,
  type OrientationEmailType,
  oneLineAddress,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { GENERIC_PRINCIPAL, type RenderedEmail, renderBranded } from './render-interest-email.ts';

export interface OrientationEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
  emailType: OrientationEmailType;
  /** The coordinator who scheduled it: named as the contact for questions ('' when unknown). */
  staffEmail: string;
}

/** A map search for the learning center's coordinates (the family's directions to a live orientation). */
export function mapUrlOf(coordinates: Coordinates): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', `${coordinates.latitude},${coordinates.longitude}`);
  return url.toString();
}

function hasCoordinates(coordinates: Coordinates | null | undefined): coordinates is Coordinates {
  return !!coordinates && Number.isFinite(coordinates.latitude) && Number.isFinite(coordinates.longitude);
}

/**
 * The opening sentence. PRE: the orientation was set as the registration was entered, before staff
 * processed it; POST: the registration is processed and the student is orientation ready.
 */
function introOf(record: RegistrationRecord, where: string, emailType: OrientationEmailType): string {
  const student = `${record.firstName} ${record.lastName}`;
  return emailType === 'PRE'
    ? `Thank you for registering ${student} at ${where}. While our team reviews the registration, ${record.firstName} has been scheduled for an orientation.`
    : `The registration of ${student} at ${where} has been processed, and ${record.firstName} is now ready for orientation.`;
}

/**
 * The orientation e-mail to the family (and its copy to the coordinator): for a virtual orientation
 * the link, for a live one the date and time, the learning center's address and a map link.
 */
export function renderOrientationEmail({
  record,
  site,
  brand,
  appUrl,
  emailType,
  staffEmail,
}: OrientationEmailInput): RenderedEmail {
  const centerName = site?.name ?? record.learningCenterName;
  const charterName = site?.charter.name ?? record.learningCenterCharter;
  const where = charterName ? `${centerName} (${charterName})` : centerName;
  const contact = staffEmail
    ? `If you have any questions, please contact ${staffEmail}.`
    : 'If you have any questions, please contact your learning center.';
  const closing = [contact, `Registration ID: ${record._uuid}`];
  const greeting = `Hello ${record.pgFirstName || record.firstName},`;
  const intro = introOf(record, where, emailType);
  if (record.orientationType === 'VIRTUAL') {
    return renderBranded({
      brand,
      appUrl,
      subject: `Virtual orientation for ${record.firstName} ${record.lastName} at ${centerName}`,
      paragraphs: [
        greeting,
        intro,
        `Please join the virtual orientation with this link:\n${record.orientationLink}`,
        ...closing,
      ],
      action: { label: 'Join the virtual orientation', url: record.orientationLink },
      footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
    });
  }
  const address = site ? oneLineAddress(site.address) : record.learningCenterAddress;
  const coordinates = record.learningCenterCoordinates ?? site?.coordinates ?? null;
  const phone = site?.address.phone ?? '';
  return renderBranded({
    brand,
    appUrl,
    subject: `Orientation for ${record.firstName} ${record.lastName} at ${centerName}`,
    paragraphs: [
      greeting,
      intro,
      `Orientation: ${record.orientationTime}`,
      [centerName, address, phone].filter((line) => line.trim() !== '').join('\n'),
      ...(hasCoordinates(coordinates)
        ? [`Map: ${mapUrlOf(coordinates)} (${coordinates.latitude}, ${coordinates.longitude})`]
        : []),
      ...closing,
    ],
    ...(hasCoordinates(coordinates) ? { action: { label: 'Open the map', url: mapUrlOf(coordinates) } } : {}),
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
