import {
  type Brand,
  type Coordinates,
  clockTimeIn,
  type FamilyLanguage,
  languageOf,
  type OrientationEmailType,
  oneLineAddress,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { FAMILY_PHRASES, fullDate } from './family-phrases.ts';
import { type RenderedEmail, renderFamilyEmail, renderStaffEmail } from './render-interest-email.ts';
import { registrationContact } from './staff-copies.ts';

export interface OrientationEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
  emailType: OrientationEmailType;
  /** The coordinator who scheduled it: named as the contact for questions ('' when unknown). */
  staffEmail: string;
  /** The person this copy greets (the student's copy the student, the parent's the parent). */
  recipientName?: string;
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

interface OrientationTexts {
  /** PRE: set as the registration was entered, before staff processed it. */
  pre: (student: string, firstName: string, where: string) => string;
  /** POST: the registration is processed and the student is orientation ready. */
  post: (student: string, firstName: string, where: string) => string;
  contact: (staffEmail: string) => string;
  contactCenter: string;
  virtualSubject: (student: string, center: string) => string;
  liveSubject: (student: string, center: string) => string;
  joinWithLink: (link: string) => string;
  join: string;
  when: (time: string) => string;
  map: (url: string, coordinates: Coordinates) => string;
  openMap: string;
}

const ORIENTATION_TEXTS: Record<FamilyLanguage, OrientationTexts> = {
  en: {
    pre: (student, firstName, where) =>
      `Thank you for registering ${student} at ${where}. While our team reviews the registration, ${firstName} has been scheduled for an orientation.`,
    post: (student, firstName, where) =>
      `The registration of ${student} at ${where} has been processed, and ${firstName} is now ready for orientation.`,
    contact: (staffEmail) => `If you have any questions, please contact ${staffEmail}.`,
    contactCenter: 'If you have any questions, please contact your learning center.',
    virtualSubject: (student, center) => `Virtual orientation for ${student} at ${center}`,
    liveSubject: (student, center) => `Orientation for ${student} at ${center}`,
    joinWithLink: (link) => `Please join the virtual orientation with this link:\n${link}`,
    join: 'Join the virtual orientation',
    when: (time) => `Orientation: ${time}`,
    map: (url, c) => `Map: ${url} (${c.latitude}, ${c.longitude})`,
    openMap: 'Open the map',
  },
  es: {
    pre: (student, firstName, where) =>
      `Gracias por inscribir a ${student} en ${where}. Mientras nuestro equipo revisa la inscripción, ${firstName} ya tiene una orientación programada.`,
    post: (student, firstName, where) =>
      `La inscripción de ${student} en ${where} ya fue procesada, y ${firstName} ya puede asistir a la orientación.`,
    contact: (staffEmail) => `Si tiene alguna pregunta, comuníquese con ${staffEmail}.`,
    contactCenter: 'Si tiene alguna pregunta, comuníquese con su centro de aprendizaje.',
    virtualSubject: (student, center) => `Orientación virtual de ${student} en ${center}`,
    liveSubject: (student, center) => `Orientación de ${student} en ${center}`,
    joinWithLink: (link) => `Para unirse a la orientación virtual, use este enlace:\n${link}`,
    join: 'Unirse a la orientación virtual',
    when: (time) => `Orientación: ${time}`,
    map: (url, c) => `Mapa: ${url} (${c.latitude}, ${c.longitude})`,
    openMap: 'Abrir el mapa',
  },
};

/**
 * A live orientation's day and time as the family reads it. English keeps the stored text
 * ('07/01/2026 09:00AM - 10:30AM'); Spanish writes the day out from orientationDate and the times
 * through the language's formatter ('miércoles, 1 de julio de 2026, de 9:00 a. m. a 10:30 a. m.').
 */
export function orientationTimeIn(
  record: Pick<RegistrationRecord, 'orientationTime' | 'orientationDate'>,
  language: FamilyLanguage,
): string {
  if (language === 'en') return record.orientationTime;
  const [, day = '', hours = ''] = /^(\S+)\s+(.*)$/.exec(record.orientationTime) ?? [];
  const [start, end] = hours.split(' - ');
  if (!start || !end) return record.orientationTime;
  const when = record.orientationDate ? fullDate(record.orientationDate, language) : day;
  return `${when}, de ${clockTimeIn(start, language)} a ${clockTimeIn(end, language)}`;
}

function whereOf(record: RegistrationRecord, site: Site | null) {
  const centerName = site?.name ?? record.learningCenterName;
  const charterName = site?.charter.name ?? record.learningCenterCharter;
  return { centerName, where: charterName ? `${centerName} (${charterName})` : centerName };
}

function centerLines(record: RegistrationRecord, site: Site | null, centerName: string): string {
  const address = site ? oneLineAddress(site.address) : record.learningCenterAddress;
  const phone = site?.address.phone ?? '';
  return [centerName, address, phone].filter((line) => line.trim() !== '').join('\n');
}

/**
 * The orientation e-mail to the family, in its language: for a virtual orientation the link, for a
 * live one the date and time, the learning center's address and a map link.
 */
export function renderOrientationEmail({
  record,
  site,
  brand,
  appUrl,
  emailType,
  staffEmail,
  recipientName = record.pgFirstName || record.firstName,
}: OrientationEmailInput): RenderedEmail {
  const language = languageOf(record);
  const phrases = FAMILY_PHRASES[language];
  const texts = ORIENTATION_TEXTS[language];
  const { centerName, where } = whereOf(record, site);
  const student = `${record.firstName} ${record.lastName}`;
  const closing = [
    staffEmail ? texts.contact(staffEmail) : texts.contactCenter,
    phrases.registrationId(record._uuid),
  ];
  const greeting = phrases.greeting(recipientName);
  const intro = (emailType === 'PRE' ? texts.pre : texts.post)(student, record.firstName, where);
  if (record.orientationType === 'VIRTUAL') {
    return renderFamilyEmail({
      brand,
      appUrl,
      language,
      subject: texts.virtualSubject(student, centerName),
      paragraphs: [greeting, intro, texts.joinWithLink(record.orientationLink), ...closing],
      action: { label: texts.join, url: record.orientationLink },
    });
  }
  const coordinates = record.learningCenterCoordinates ?? site?.coordinates ?? null;
  return renderFamilyEmail({
    brand,
    appUrl,
    language,
    subject: texts.liveSubject(student, centerName),
    paragraphs: [
      greeting,
      intro,
      texts.when(orientationTimeIn(record, language)),
      centerLines(record, site, centerName),
      ...(hasCoordinates(coordinates) ? [texts.map(mapUrlOf(coordinates), coordinates)] : []),
      ...closing,
    ],
    ...(hasCoordinates(coordinates) ? { action: { label: texts.openMap, url: mapUrlOf(coordinates) } } : {}),
  });
}

/**
 * The coordinator's copy, in English: not the family's letter but what staff need, the orientation
 * as scheduled and the family's contact details and language. The subject is the English family
 * subject, so the copy sits beside the family's e-mail in a search.
 */
export function renderOrientationStaffCopy({
  record,
  site,
  brand,
  appUrl,
  emailType,
}: Omit<OrientationEmailInput, 'staffEmail' | 'recipientName'>): RenderedEmail {
  const texts = ORIENTATION_TEXTS.en;
  const { centerName, where } = whereOf(record, site);
  const student = `${record.firstName} ${record.lastName}`;
  const virtual = record.orientationType === 'VIRTUAL';
  const stage = emailType === 'PRE' ? 'before processing' : 'after processing';
  return renderStaffEmail({
    brand,
    appUrl,
    subject: (virtual ? texts.virtualSubject : texts.liveSubject)(student, centerName),
    paragraphs: [
      `Copy for staff: the ${virtual ? 'virtual ' : ''}orientation e-mail (${stage}) was sent to the family of ${student}.`,
      virtual
        ? `Virtual orientation link: ${record.orientationLink}`
        : `${texts.when(record.orientationTime)}\n${centerLines(record, site, centerName)}`,
      registrationContact(record, where, languageOf(record)),
      `Registration ID: ${record._uuid}`,
    ],
    action: {
      label: 'Open the registration',
      url: new URL(`/registration-forms/${record.id}`, appUrl).toString(),
    },
  });
}
