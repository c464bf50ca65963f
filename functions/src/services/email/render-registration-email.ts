import {
  type Brand,
  type FamilyLanguage,
  languageOf,
  oneLineAddress,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { FAMILY_PHRASES } from './family-phrases.ts';
import { type RenderedEmail, renderFamilyEmail, renderStaffEmail } from './render-interest-email.ts';
import { registrationContact } from './staff-copies.ts';

interface RegistrationEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
}

const REGISTRATION_TEXTS: Record<
  FamilyLanguage,
  { subject: (place: string) => string; body: (student: string, where: string) => string }
> = {
  en: {
    subject: (place) => `Your registration with ${place} is complete`,
    body: (student, where) =>
      `Thank you! The registration of ${student} at ${where} has been successfully completed. One of our team members will reach out to you within one business day.`,
  },
  es: {
    subject: (place) => `Su inscripción en ${place} está completa`,
    body: (student, where) =>
      `¡Gracias! La inscripción de ${student} en ${where} se completó correctamente. Un miembro de nuestro equipo se comunicará con usted en el plazo de un día hábil.`,
  },
};

/**
 * To the family, in its language: the registration is in, and what happens next. `recipientName` is
 * the person this copy greets (the student's copy the student, the parent's the parent).
 */
export function renderRegistrationEmail({
  record,
  site,
  brand,
  appUrl,
  recipientName = record.pgFirstName || record.firstName,
}: RegistrationEmailInput & { recipientName?: string }): RenderedEmail {
  const language = languageOf(record);
  const phrases = FAMILY_PHRASES[language];
  const texts = REGISTRATION_TEXTS[language];
  const where = site ? `${site.name} (${site.charter.name})` : brand.brandName;
  return renderFamilyEmail({
    brand,
    appUrl,
    language,
    subject: texts.subject(site?.name ?? brand.brandName),
    paragraphs: [
      phrases.greeting(recipientName),
      texts.body(`${record.firstName} ${record.lastName}`, where),
      ...(site
        ? [[site.name, oneLineAddress(site.address), site.address.phone].filter(Boolean).join('\n')]
        : []),
      phrases.registrationId(record._uuid),
    ],
  });
}

/**
 * To the site's staff, in English: a new registration to process, with the family's contact details
 * and language and a link to it in the staff app.
 */
export function renderRegistrationNotification({
  record,
  site,
  brand,
  appUrl,
}: RegistrationEmailInput): RenderedEmail {
  const url = new URL(`/registration-forms/${record.id}`, appUrl).toString();
  const center = site ? `${site.name} (${site.charter.name})` : record.learningCenterName || brand.brandName;
  return renderStaffEmail({
    brand,
    appUrl,
    subject: `New registration: ${record.firstName} ${record.lastName}`,
    paragraphs: [
      `A new registration was submitted for ${site?.name ?? 'your learning center'}.`,
      registrationContact(record, center, languageOf(record)),
      `Grade: ${record.gradeLevel}\nSubmitted: ${record.createdAt}`,
      `Registration ID: ${record._uuid}`,
    ],
    action: { label: 'Open the registration', url },
  });
}
