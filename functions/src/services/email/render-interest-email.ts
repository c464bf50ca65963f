import {
  type Brand,
  formatSiteHours,
  type InterestEntry,
  isDisplayablePhone,
  isLearn4Life,
  oneLineAddress,
  type Site,
} from '@enroll/domain';
import { type BrandedEmail, brandedEmailHtml, brandedEmailText } from './branded-layout.ts';
import { singleLineSubject } from './email-subject.ts';

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

export const GENERIC_PRINCIPAL = 'Enrollment Team';
const GENERIC_CONTACT = 'Contact us for details';

/** Every e-mail goes through here: its subject is made one line (no header injection by a typed name). */
export function renderBranded(email: BrandedEmail): RenderedEmail {
  const subject = singleLineSubject(email.subject);
  return {
    subject,
    html: brandedEmailHtml({ ...email, subject }),
    text: brandedEmailText(email),
  };
}

/**
 * The branded answer to a request for information. With a site it names the learning center, its
 * address, hours, phone and principal; without one it is the generic mail signed by the
 * 'Enrollment Team' with 'Contact us for details'.
 */
export function renderInterestEmail({ entry, site, brand, appUrl }: InterestEmailInput): RenderedEmail {
  const registerUrl = new URL('/register-interest', appUrl);
  registerUrl.searchParams.set('uuid', entry._uuid);
  if (site) registerUrl.searchParams.set('site', site.id);
  const principal = site ? entry.principal : GENERIC_PRINCIPAL;
  const phone = site && isDisplayablePhone(site.address.phone) ? site.address.phone : GENERIC_CONTACT;
  const hours = site ? formatSiteHours(site.address) : '';
  const subject = isLearn4Life(brand.brandName)
    ? 'Your Learn4Life Info Kit'
    : `Thank you for your interest in ${site?.name ?? brand.brandName}`;
  const intro = site
    ? `Thank you for your interest in ${site.name} (${site.charter.name}). A member of our team will reach out within one business day.`
    : `Thank you for your interest in ${brand.brandName}. A member of our team will reach out within one business day.`;
  return renderBranded({
    brand,
    appUrl,
    subject,
    paragraphs: [
      `Hello ${entry.parentFirstName || entry.studentFirstName},`,
      intro,
      ...(site ? [[site.name, oneLineAddress(site.address), ...(hours ? [hours] : [])].join('\n')] : []),
      `Phone: ${phone}\nPrincipal: ${principal}`,
      `Ready to enroll? Start your registration: ${registerUrl.toString()}`,
    ],
    action: { label: 'Start your registration', url: registerUrl.toString() },
    footer: `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  });
}
