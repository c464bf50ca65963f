import {
  type Brand,
  businessToday,
  type FamilyLanguage,
  type LeloRegistrationRecord,
  languageOf,
} from '@enroll/domain';
import { longDate } from './family-phrases.ts';
import { LELO_PHRASES, type LeloReader } from './lelo-phrases.ts';
import type { RenderedEmail } from './render-interest-email.ts';
import {
  centerWithCharterOf,
  type LeloFamilyEmailRecord,
  type LeloRecipient,
  renderLeloFamilyEmail,
  studentNameOf,
  studentRecipientOf,
} from './render-lelo-email.ts';

interface LeloAgreementEmailInput {
  record: LeloFamilyEmailRecord & Pick<LeloRegistrationRecord, 'signedAt'>;
  /** The attached PDF's file name, named in the text so the family knows which file it is. */
  fileName: string;
  brand: Brand;
  appUrl: string;
  /** The copy's reader (the student's copy greets the student, the parent's the parent). */
  recipient?: LeloRecipient;
}

interface AgreementTexts {
  subject: (center: string) => string;
  attached: (reader: LeloReader, student: string, date: string, where: string, session: string) => string;
  attachment: (fileName: string) => string;
  keep: string;
}

const AGREEMENT_TEXTS: Record<FamilyLanguage, AgreementTexts> = {
  en: {
    subject: (center) => `Your signed agreement with ${center}`,
    attached: (reader, student, date, where, session) =>
      `Attached is a copy of the agreement you signed${date ? ` on ${date}` : ''} for ${reader === 'student' ? 'your' : `${student}'s`} registration at ${where} for ${session}.`,
    attachment: (fileName) => `Attachment: ${fileName}`,
    keep: 'Please keep it for your records.',
  },
  es: {
    subject: (center) => `Su acuerdo firmado con ${center}`,
    attached: (reader, student, date, where, session) =>
      `Adjuntamos una copia del acuerdo que usted firmó${date ? ` el ${date}` : ''} para ${reader === 'student' ? 'su inscripción' : `la inscripción de ${student}`} en ${where} para ${session}.`,
    attachment: (fileName) => `Archivo adjunto: ${fileName}`,
    keep: 'Le recomendamos guardarlo para sus archivos.',
  },
};

/** The signing day in the business time zone (the day the family saw on its signature date), written out. */
function signedOn(signedAt: string | null, language: FamilyLanguage): string {
  return signedAt ? longDate(businessToday(new Date(signedAt)), language) : '';
}

/**
 * To the family once the signed agreement PDF is built, in its language: their copy of what they
 * signed, attached. Sent once per signing; a staff regenerate of the same signing sends nothing.
 */
export function renderLeloAgreementEmail({
  record,
  fileName,
  brand,
  appUrl,
  recipient = studentRecipientOf(record),
}: LeloAgreementEmailInput): RenderedEmail {
  const language = languageOf(record);
  const texts = AGREEMENT_TEXTS[language];
  return renderLeloFamilyEmail(
    { record, brand, appUrl },
    {
      subject: texts.subject,
      greeted: recipient.name,
      body: [
        texts.attached(
          recipient.reader,
          studentNameOf(record),
          signedOn(record.signedAt, language),
          centerWithCharterOf(record),
          record.session_name,
        ),
        `${LELO_PHRASES[language].registrationId(record._uuid)}\n${texts.attachment(fileName)}`,
        texts.keep,
      ],
    },
  );
}
