import {
  type Brand,
  type FamilyLanguage,
  languageOf,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { FAMILY_PHRASES } from './family-phrases.ts';
import { type RenderedEmail, renderFamilyEmail } from './render-interest-email.ts';

interface FinalEnrollmentEmailInput {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
  appUrl: string;
  /** The person this copy greets (the student's copy the student, the parent's the parent). */
  recipientName?: string;
}

const FINAL_TEXTS: Record<
  FamilyLanguage,
  {
    subject: (firstName: string, center: string) => string;
    body: (student: string, where: string) => string;
    call: (center: string, phone: string) => string;
  }
> = {
  en: {
    subject: (firstName, center) => `${firstName}'s enrollment at ${center} is complete`,
    body: (student, where) =>
      `Congratulations! ${student} has completed orientation, and the enrollment at ${where} is complete. Welcome!`,
    call: (center, phone) => `If you have any questions, please call ${center} at ${phone}.`,
  },
  es: {
    subject: (firstName, center) => `La inscripción de ${firstName} en ${center} está completa`,
    body: (student, where) =>
      `¡Felicidades! ${student} completó la orientación y su inscripción en ${where} está completa. ¡Le damos la bienvenida!`,
    call: (center, phone) => `Si tiene alguna pregunta, llame a ${center} al ${phone}.`,
  },
};

/** To the family once the orientation is completed, in its language: the enrollment is complete. */
export function renderFinalEnrollmentEmail({
  record,
  site,
  brand,
  appUrl,
  recipientName = record.pgFirstName || record.firstName,
}: FinalEnrollmentEmailInput): RenderedEmail {
  const language = languageOf(record);
  const phrases = FAMILY_PHRASES[language];
  const texts = FINAL_TEXTS[language];
  const centerName = site?.name ?? record.learningCenterName;
  const charterName = site?.charter.name ?? record.learningCenterCharter;
  const where = charterName ? `${centerName} (${charterName})` : centerName;
  const phone = site?.address.phone ?? '';
  return renderFamilyEmail({
    brand,
    appUrl,
    language,
    subject: texts.subject(record.firstName, centerName),
    paragraphs: [
      phrases.greeting(recipientName),
      texts.body(`${record.firstName} ${record.lastName}`, where),
      ...(phone.trim() !== '' ? [texts.call(centerName, phone)] : []),
      phrases.registrationId(record._uuid),
    ],
  });
}
