import type { FamilyLanguage } from '@enroll/domain';

/**
 * The fixed phrases every family e-mail shares, in the family's language (the family's e-mails come in
 * the language it used on the form). Spanish is written as a school office writes to parents (usted).
 * Names of brands, centers, charters and programs stay as they are.
 */
export interface FamilyPhrases {
  /** The opening line to the person the copy is sent to. */
  greeting: (name: string) => string;
  /** The signature under every family e-mail. */
  footer: (brandName: string) => string;
  registrationId: (uuid: string) => string;
  /** The generic signer and contact of an e-mail without a learning center (spec: 'Enrollment Team', 'Contact us for details'). */
  enrollmentTeam: string;
  contactUs: string;
}

export const FAMILY_PHRASES: Record<FamilyLanguage, FamilyPhrases> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    footer: (brandName) => `${brandName} Enrollment Team`,
    registrationId: (uuid) => `Registration ID: ${uuid}`,
    enrollmentTeam: 'Enrollment Team',
    contactUs: 'Contact us for details',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    footer: (brandName) => `Equipo de Inscripciones de ${brandName}`,
    registrationId: (uuid) => `Número de inscripción: ${uuid}`,
    enrollmentTeam: 'Equipo de Inscripciones',
    contactUs: 'Comuníquese con nosotros para más información',
  },
};

/** A calendar day written out in the family's language: the domain's rule, shared with the pages. */
export { longDate } from '@enroll/domain';

/** The same day with its weekday: 'Wednesday, July 1, 2026' or 'miércoles, 1 de julio de 2026'. */
export function fullDate(isoDate: string, language: FamilyLanguage): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(day);
}
