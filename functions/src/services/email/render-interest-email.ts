import {
  type Brand,
  type FamilyLanguage,
  formatSiteHours,
  type InterestEntry,
  interestRegistrationPath,
  isDisplayablePhone,
  isLearn4Life,
  languageOf,
  oneLineAddress,
  type Site,
} from '@enroll/domain';
import { type BrandedEmail, brandedEmailHtml, brandedEmailText } from './branded-layout.ts';
import { singleLineSubject } from './email-subject.ts';
import { FAMILY_PHRASES } from './family-phrases.ts';
import { infoKitBlocks } from './info-kit-content.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface InterestEmailInput {
  entry: InterestEntry;
  site: Site | null;
  brand: Brand;
  appUrl: string;
}

const GENERIC_PRINCIPAL = 'Enrollment Team';

/** Every e-mail goes through here: its subject is made one line (no header injection by a typed name). */
function renderBranded(email: BrandedEmail): RenderedEmail {
  const subject = singleLineSubject(email.subject);
  return {
    subject,
    html: brandedEmailHtml({ ...email, subject }),
    text: brandedEmailText(email),
  };
}

/** A family's e-mail: in the family's language, and signed in it by the brand's enrollment team. */
export function renderFamilyEmail(
  email: Omit<BrandedEmail, 'language' | 'footer'> & { language: FamilyLanguage },
): RenderedEmail {
  return renderBranded({ ...email, footer: FAMILY_PHRASES[email.language].footer(email.brand.brandName) });
}

/** A copy for staff: in English, signed by the brand's enrollment team. */
export function renderStaffEmail(email: Omit<BrandedEmail, 'language' | 'footer'>): RenderedEmail {
  return renderBranded({ ...email, footer: `${email.brand.brandName} ${GENERIC_PRINCIPAL}` });
}

interface InterestTexts {
  subject: (place: string) => string;
  infoKitSubject: string;
  intro: (place: string) => string;
  infoKitIntro: string;
  phone: (phone: string) => string;
  principal: (name: string) => string;
  ready: string;
  start: string;
}

const INTEREST_TEXTS: Record<FamilyLanguage, InterestTexts> = {
  en: {
    subject: (place) => `Thank you for your interest in ${place}`,
    infoKitSubject: 'Your Learn4Life Info Kit',
    intro: (place) =>
      `Thank you for your interest in ${place}. A member of our team will reach out within one business day.`,
    infoKitIntro:
      'Here is your Info Kit: how our students learn, our programs and student support, student stories, and answers to the questions parents ask most.',
    phone: (phone) => `Phone: ${phone}`,
    principal: (name) => `Principal: ${name}`,
    ready: 'Ready to enroll? Start your registration online:',
    start: 'Start your registration',
  },
  es: {
    subject: (place) => `Gracias por su interés en ${place}`,
    infoKitSubject: 'Su Info Kit de Learn4Life',
    intro: (place) =>
      `Gracias por su interés en ${place}. Un miembro de nuestro equipo se comunicará con usted en el plazo de un día hábil.`,
    infoKitIntro:
      'Aquí tiene su Info Kit: cómo aprenden nuestros estudiantes, nuestros programas y el apoyo estudiantil, historias de estudiantes y las respuestas a las preguntas más frecuentes de los padres.',
    phone: (phone) => `Teléfono: ${phone}`,
    principal: (name) => `Director(a): ${name}`,
    ready: '¿Todo listo para inscribir al estudiante? Comience la inscripción en línea:',
    start: 'Comenzar la inscripción',
  },
};

/** The link that opens the registration with the interest answers filled in (and the site chosen). */
export function interestRegistrationUrl(
  entry: Pick<InterestEntry, '_uuid'>,
  site: Site | null,
  appUrl: string,
) {
  return new URL(interestRegistrationPath(entry._uuid, site?.id ?? null), appUrl).toString();
}

/**
 * The branded answer to a request for information, in the family's language, greeting the family
 * (the parent, or the student who wrote without one). With a site it names the learning center, its
 * address, hours, phone and principal; without one it is the generic mail signed by the
 * 'Enrollment Team' with 'Contact us for details'. Learn4Life's is the Info Kit the form promises:
 * the learning model, programs, student stories and FAQs. The registration link appears once.
 */
export function renderInterestEmail({ entry, site, brand, appUrl }: InterestEmailInput): RenderedEmail {
  const language = languageOf(entry);
  const texts = INTEREST_TEXTS[language];
  const phrases = FAMILY_PHRASES[language];
  const learn4life = isLearn4Life(brand.brandName);
  const principal = site ? localPrincipal(entry.principal, language) : phrases.enrollmentTeam;
  const phone = site && isDisplayablePhone(site.address.phone) ? site.address.phone : phrases.contactUs;
  const hours = site ? formatSiteHours(site.address, language) : '';
  const place = site ? `${site.name} (${site.charter.name})` : brand.brandName;
  return renderFamilyEmail({
    brand,
    appUrl,
    language,
    subject: learn4life ? texts.infoKitSubject : texts.subject(site?.name ?? brand.brandName),
    paragraphs: [
      phrases.greeting(entry.parentFirstName || entry.studentFirstName),
      texts.intro(place),
      ...(learn4life ? [texts.infoKitIntro] : []),
      ...(site ? [[site.name, oneLineAddress(site.address), ...(hours ? [hours] : [])].join('\n')] : []),
      `${texts.phone(phone)}\n${texts.principal(principal)}`,
      ...(learn4life ? infoKitBlocks(site, brand.brandName, language) : []),
      texts.ready,
    ],
    action: { label: texts.start, url: interestRegistrationUrl(entry, site, appUrl) },
  });
}

/** A site without a principal on file says so in the family's language. */
function localPrincipal(principal: string, language: FamilyLanguage): string {
  return language === 'es' && principal === 'Unassigned' ? 'Por asignar' : principal;
}
