import {
  type Brand,
  courseNameIn,
  type FamilyLanguage,
  type LeloRegistrationRecord,
  languageOf,
  preRegistrationFormPath,
  sessionNameIn,
} from '@enroll/domain';
import { LELO_PHRASES } from './lelo-phrases.ts';
import type { RenderedEmail } from './render-interest-email.ts';
import {
  centerWithCharterOf,
  type LeloFamilyEmailRecord,
  renderLeloFamilyEmail,
  studentNameOf,
} from './render-lelo-email.ts';

interface PreRegistrationEmailInput {
  record: LeloFamilyEmailRecord & Pick<LeloRegistrationRecord, 'permaLink' | 'courses'>;
  brand: Brand;
  appUrl: string;
  /** The session's Spanish name ('' or absent: none, the stored name is used). */
  sessionNameEs?: string;
}

/** The family's link to the pre-registration: the public wizard opened with the entry's uuid. */
export function preRegistrationLink(
  record: Pick<LeloRegistrationRecord, 'permaLink' | '_uuid'>,
  appUrl: string,
): string {
  return new URL(preRegistrationFormPath(record.permaLink, record._uuid), appUrl).toString();
}

const PRE_REGISTRATION_TEXTS: Record<
  FamilyLanguage,
  {
    subject: (center: string) => string;
    started: (where: string, session: string) => string;
    open: string;
    complete: string;
  }
> = {
  en: {
    subject: (center) => `Complete your course registration with ${center}`,
    started: (where, session) => `${where} started your registration for ${session}.`,
    open: 'Please open the link below to complete the registration and sign the agreement.',
    complete: 'Complete your registration',
  },
  es: {
    subject: (center) => `Complete su inscripción a cursos en ${center}`,
    started: (where, session) => `${where} comenzó su inscripción para ${session}.`,
    open: 'Abra el enlace de abajo para completar la inscripción y firmar el acuerdo.',
    complete: 'Completar la inscripción',
  },
};

/**
 * To the family of a staff pre-registration (the student's address): what the staff member entered
 * and the link that opens the wizard pre-filled, where they complete the enrollment and sign the
 * agreement. Staff enter it, so it is English unless the entry records another language.
 */
export function renderPreRegistrationEmail({
  record,
  brand,
  appUrl,
  sessionNameEs,
}: PreRegistrationEmailInput): RenderedEmail {
  const language = languageOf(record);
  const texts = PRE_REGISTRATION_TEXTS[language];
  const courses = record.courses
    .map((course, index) => `${index + 1}. ${courseNameIn(course, language).text}`)
    .join('\n');
  return renderLeloFamilyEmail(
    { record, brand, appUrl },
    {
      subject: texts.subject,
      greeted: studentNameOf(record),
      body: [
        texts.started(
          centerWithCharterOf(record),
          sessionNameIn({ name: record.session_name, nameEs: sessionNameEs }, language).text,
        ),
        `${LELO_PHRASES[language].courses}\n${courses}`,
        texts.open,
      ],
      action: { label: texts.complete, url: preRegistrationLink(record, appUrl) },
    },
  );
}
