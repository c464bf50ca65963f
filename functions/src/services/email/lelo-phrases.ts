import { DEFAULT_CONFIRMATION_TEXTS, type FamilyLanguage, UNTRANSLATED_MESSAGE_NOTES } from '@enroll/domain';

/**
 * The fixed parts of the secondary enrollment (Lelo) e-mails in the family's language. The Spanish
 * follows the wizard's Spanish (features/lelo/i18n/es.ts): 'inscripción', 'Número de inscripción'.
 */
export interface LeloPhrases {
  registrationId: (uuid: string) => string;
  learningCenter: (name: string) => string;
  courses: string;
  credits: (credits: string | number) => string;
  /** The spec's default confirmation text (no site message), or its Spanish. */
  defaultConfirmation: string;
  /** Before a site message the school wrote only in the other language. */
  untranslatedNote: string;
}

export const LELO_PHRASES: Record<FamilyLanguage, LeloPhrases> = {
  en: {
    registrationId: (uuid) => `Registration ID: ${uuid}`,
    learningCenter: (name) => `Learning Center: ${name}`,
    courses: 'Courses:',
    credits: (credits) => `${credits} credits`,
    defaultConfirmation: DEFAULT_CONFIRMATION_TEXTS.en,
    untranslatedNote: UNTRANSLATED_MESSAGE_NOTES.en,
  },
  es: {
    registrationId: (uuid) => `Número de inscripción: ${uuid}`,
    learningCenter: (name) => `Centro de aprendizaje: ${name}`,
    courses: 'Cursos:',
    credits: (credits) => `${credits} créditos`,
    defaultConfirmation: DEFAULT_CONFIRMATION_TEXTS.es,
    untranslatedNote: UNTRANSLATED_MESSAGE_NOTES.es,
  },
};

/** Whom a family copy of a Lelo e-mail is for: the student, or the parent (who reads about the student). */
export type LeloReader = 'student' | 'parent';
