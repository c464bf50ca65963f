import { type FamilyLanguage, formatSiteHours } from '@enroll/domain';

/**
 * The fixed phrases every family e-mail shares, in the family's language (issue 15: the family's
 * e-mails come in the language it used on the form). Spanish is written as a school office writes to
 * parents (usted). Names of brands, centers, charters and programs stay as they are.
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
    registrationId: (uuid) => `Número de registro: ${uuid}`,
    enrollmentTeam: 'Equipo de Inscripciones',
    contactUs: 'Comuníquese con nosotros para más información',
  },
};

/**
 * A calendar day (YYYY-MM-DD) written out in the family's language: 'November 20, 2026' or
 * '20 de noviembre de 2026'. Read as a UTC day, so no time zone moves it.
 */
export function longDate(isoDate: string, language: FamilyLanguage): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(day);
}

/** The same day with its weekday: 'Wednesday, July 1, 2026' or 'miércoles, 1 de julio de 2026'. */
export function fullDate(isoDate: string, language: FamilyLanguage): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(day);
}

const SPANISH_DAYS: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

/** A clock time as a Spanish reader in the US writes it: '9:00 AM' and '09:00AM' become '9:00 a. m.'. */
export function spanishClock(text: string): string {
  return text
    .replace(/\b0(\d:\d\d)/g, '$1')
    .replace(/(?<=\d)\s?([AaPp])\.?\s?[Mm]\b\.?/g, (_match, half: string) =>
      half.toLowerCase() === 'a' ? ' a. m.' : ' p. m.',
    );
}

/** A site's opening hours in the family's language ('' when the site has none). */
export function siteHoursIn(
  address: { start_day: string; end_day: string; start_time: string; end_time: string },
  language: FamilyLanguage,
): string {
  if (language === 'en' || !address.start_day || !address.start_time) return formatSiteHours(address);
  const day = (name: string) => SPANISH_DAYS[name.trim().toLowerCase()] ?? name;
  return `De ${day(address.start_day)} a ${day(address.end_day)}, de ${spanishClock(address.start_time)} a ${spanishClock(address.end_time)}`;
}
