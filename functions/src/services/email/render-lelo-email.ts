import {
  type Brand,
  confirmationParts,
  courseNameIn,
  type FamilyLanguage,
  htmlParagraphs,
  type LeloRegistrationRecord,
  languageOf,
  type SiteConfirmationMessage,
  sessionNameIn,
} from '@enroll/domain';
import { FAMILY_PHRASES } from './family-phrases.ts';
import { LELO_PHRASES, type LeloReader } from './lelo-phrases.ts';
import { type RenderedEmail, renderFamilyEmail, renderStaffEmail } from './render-interest-email.ts';
import { familyContactBlock } from './staff-copies.ts';

interface LeloEmailInput {
  record: LeloRegistrationRecord;
  brand: Brand;
  appUrl: string;
}

/** The family copy also names the session in the family's language ('' or absent: no Spanish name). */
interface LeloFamilyEmailInput extends LeloEmailInput {
  sessionNameEs?: string;
}

/** The copy's reader: whom it greets and whether it speaks of 'your registration' or the student's. */
export interface LeloRecipient {
  name: string;
  reader: LeloReader;
}

/** What every Lelo e-mail to the family names of the entry: the student, where and when, its id, its language. */
export type LeloFamilyEmailRecord = Pick<
  LeloRegistrationRecord,
  'firstName' | 'lastName' | 'learningCenters' | 'charter' | 'session_name' | '_uuid' | 'language'
>;

/** The student's name, as every Lelo e-mail writes it. */
export function studentNameOf(record: Pick<LeloFamilyEmailRecord, 'firstName' | 'lastName'>): string {
  return `${record.firstName} ${record.lastName}`;
}

/** The learning center with its charter in brackets, as every Lelo e-mail writes where the student goes. */
export function centerWithCharterOf(
  record: Pick<LeloFamilyEmailRecord, 'learningCenters' | 'charter'>,
): string {
  return `${record.learningCenters} (${record.charter})`;
}

/** The student as the reader of a family copy: the copy sent when no parent's address is the one written to. */
export function studentRecipientOf(
  record: Pick<LeloFamilyEmailRecord, 'firstName' | 'lastName'>,
): LeloRecipient {
  return { name: studentNameOf(record), reader: 'student' };
}

/**
 * A Lelo e-mail to the family, in the entry's language: the subject names the learning center, the
 * first paragraph greets `greeted`, `body` follows, and `action` (when given) is the button.
 */
export function renderLeloFamilyEmail(
  {
    record,
    brand,
    appUrl,
  }: { record: Pick<LeloRegistrationRecord, 'learningCenters' | 'language'>; brand: Brand; appUrl: string },
  email: {
    subject: (center: string) => string;
    greeted: string;
    body: string[];
    action?: { label: string; url: string };
  },
): RenderedEmail {
  const language = languageOf(record);
  return renderFamilyEmail({
    brand,
    appUrl,
    language,
    subject: email.subject(record.learningCenters),
    paragraphs: [FAMILY_PHRASES[language].greeting(email.greeted), ...email.body],
    ...(email.action ? { action: email.action } : {}),
  });
}

function courseLines(record: LeloRegistrationRecord, language: FamilyLanguage): string {
  const phrases = LELO_PHRASES[language];
  return record.courses
    .map((course, index) => {
      const credits = record.selectedCourseAgreements[index] ?? course.credits;
      return `${index + 1}. ${courseNameIn(course, language).text}${credits ? ` (${phrases.credits(credits)})` : ''}`;
    })
    .join('\n');
}

const RECEIVED: Record<
  FamilyLanguage,
  {
    subject: (center: string) => string;
    received: (reader: LeloReader, student: string, where: string, session: string) => string;
  }
> = {
  en: {
    subject: (center) => `Your course registration with ${center}`,
    received: (reader, student, where, session) =>
      reader === 'student'
        ? `Thank you! Your registration at ${where} for ${session} has been received.`
        : `Thank you! The registration of ${student} at ${where} for ${session} has been received.`,
  },
  es: {
    subject: (center) => `Su inscripción a cursos en ${center}`,
    received: (reader, student, where, session) =>
      reader === 'student'
        ? `¡Gracias! Recibimos su inscripción en ${where} para ${session}.`
        : `¡Gracias! Recibimos la inscripción de ${student} en ${where} para ${session}.`,
  },
};

/**
 * To the family, in its language: the enrollment is in, with the registration ID, learning center,
 * courses and the site's confirmation message in the family's language (its filled HTML as text) or
 * the default text, as the confirmation page shows them (domain `confirmationParts`): a message the
 * school wrote only in English follows the Spanish default text under a note, and the registration ID
 * is listed only when the message does not already give it. Each copy greets its reader.
 */
export function renderLeloEmail({
  record,
  brand,
  appUrl,
  sessionNameEs,
  message,
  recipient = studentRecipientOf(record),
}: LeloFamilyEmailInput & { message: SiteConfirmationMessage; recipient?: LeloRecipient }): RenderedEmail {
  const language = languageOf(record);
  const phrases = LELO_PHRASES[language];
  const texts = RECEIVED[language];
  const student = studentNameOf(record);
  const parts = confirmationParts(message, language, record._uuid);
  const center = phrases.learningCenter(record.learningCenters);
  const schoolMessage = parts.message === null ? [] : htmlParagraphs(parts.message);
  return renderLeloFamilyEmail(
    { record, brand, appUrl },
    {
      subject: texts.subject,
      greeted: recipient.name,
      body: [
        texts.received(
          recipient.reader,
          student,
          centerWithCharterOf(record),
          sessionNameIn({ name: record.session_name, nameEs: sessionNameEs }, language).text,
        ),
        parts.listsRegistrationId ? `${phrases.registrationId(record._uuid)}\n${center}` : center,
        `${phrases.courses}\n${courseLines(record, language)}`,
        ...(parts.defaultText ? [phrases.defaultConfirmation] : []),
        ...(parts.messageLanguage ? [phrases.untranslatedNote] : []),
        ...(schoolMessage.length > 0 ? [schoolMessage.join('\n')] : []),
      ],
    },
  );
}

/**
 * To the staff addresses of the site's e-mail template, in English: a new signed enrollment, with
 * the family's contact details and language and a link to it.
 */
export function renderLeloNotification({ record, brand, appUrl }: LeloEmailInput): RenderedEmail {
  const url = new URL(`/lelo-forms/${record.id}`, appUrl).toString();
  const hasParent = record.pgRelationshipToStudent !== 'Self 18+';
  const parent = hasParent ? `${record.pgFirstName} ${record.pgLastName}`.trim() : '';
  return renderStaffEmail({
    brand,
    appUrl,
    subject: `New secondary enrollment: ${studentNameOf(record)}`,
    paragraphs: [
      `A new secondary enrollment was signed for ${record.learningCenters} (${record.session_name}).`,
      familyContactBlock({
        student: studentNameOf(record),
        parent:
          parent && record.pgRelationshipToStudent ? `${parent} (${record.pgRelationshipToStudent})` : parent,
        email: [record.studentEmail, hasParent ? record.pgPrimaryEmail : '']
          .filter((address) => address.trim())
          .join(', '),
        phone: [record.studentPrimaryPhone, hasParent ? record.pgPrimaryPhone : '']
          .filter((phone) => phone.trim())
          .join(', '),
        center: centerWithCharterOf(record),
        language: languageOf(record),
      }),
      `Grade: ${record.gradeLevel}\nSigned: ${record.signedAt ?? record.updatedAt}`,
      `Courses:\n${courseLines(record, 'en')}`,
      `Registration ID: ${record._uuid}`,
    ],
    action: { label: 'Open the registration', url },
  });
}
