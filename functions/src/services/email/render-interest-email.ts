import {
  type Brand,
  formatSiteHours,
  type InterestEntry,
  isDisplayablePhone,
  isLearn4Life,
  oneLineAddress,
  type Site,
} from '@enroll/domain';
import { escapeHtml } from './html.ts';

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
const GENERIC_CONTACT = 'Contact us for details';

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
  const subject = isLearn4Life(brand.brandName)
    ? 'Your Learn4Life Info Kit'
    : `Thank you for your interest in ${site?.name ?? brand.brandName}`;
  const greeting = `Hello ${entry.parentFirstName || entry.studentFirstName},`;
  const intro = site
    ? `Thank you for your interest in ${site.name} (${site.charter.name}). A member of our team will reach out within one business day.`
    : `Thank you for your interest in ${brand.brandName}. A member of our team will reach out within one business day.`;
  const hours = site ? formatSiteHours(site.address) : '';
  const lines = [
    greeting,
    '',
    intro,
    '',
    ...(site ? [site.name, oneLineAddress(site.address), ...(hours ? [hours] : [])] : []),
    `Phone: ${phone}`,
    `Principal: ${principal}`,
    '',
    `Ready to enroll? Start your registration: ${registerUrl.toString()}`,
    '',
    `${brand.brandName} ${GENERIC_PRINCIPAL}`,
  ];
  const logoUrl = new URL(brand.brandLogo, appUrl).toString();
  const color = brand.colors.primary;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:Segoe UI,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-top:6px solid ${escapeHtml(color)}">
<tr><td style="padding:24px"><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand.brandName)}" width="176" height="44"></td></tr>
<tr><td style="padding:0 24px 8px"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p></td></tr>
${
  site
    ? `<tr><td style="padding:0 24px 8px"><p><strong>${escapeHtml(site.name)}</strong><br>${escapeHtml(oneLineAddress(site.address))}${hours ? `<br>${escapeHtml(hours)}` : ''}</p></td></tr>`
    : ''
}
<tr><td style="padding:0 24px 8px"><p>Phone: ${escapeHtml(phone)}<br>Principal: ${escapeHtml(principal)}</p></td></tr>
<tr><td style="padding:8px 24px 24px"><a href="${escapeHtml(registerUrl.toString())}" style="display:inline-block;background:${escapeHtml(color)};color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">Start your registration</a></td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:12px;color:#616161">${escapeHtml(brand.brandName)} ${GENERIC_PRINCIPAL}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text: lines.join('\n') };
}
