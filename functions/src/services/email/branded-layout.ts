import type { Brand, FamilyLanguage } from '@enroll/domain';
import { escapeHtml } from './html.ts';

/** A heading that opens a section of a longer e-mail (the Info Kit). */
export interface EmailHeading {
  heading: string;
}

/** A list of links, each with its label (programs, stories): a list in HTML, 'label: url' lines in text. */
export interface EmailLinks {
  links: { label: string; url: string }[];
}

/** A block of the body: a paragraph of plain text (each line a line break), a heading or a link list. */
export type EmailBlock = string | EmailHeading | EmailLinks;

export interface BrandedEmail {
  brand: Brand;
  appUrl: string;
  subject: string;
  /** The reader's language (the html element's lang); English when absent. */
  language?: FamilyLanguage;
  /** The body in order: paragraphs of plain text, headings and link lists. */
  paragraphs: EmailBlock[];
  action?: { label: string; url: string };
  footer: string;
}

/**
 * The logo an e-mail shows: a PNG, because common mail apps (Gmail, Outlook) do not show SVG images.
 * Every brand has `/brands/{key}/logo.png` beside its SVG logo (frontend/public, served with the
 * app); a brand whose stored logo is already a bitmap keeps it.
 */
export function emailLogoPath(brand: Pick<Brand, 'key' | 'brandLogo'>): string {
  return /\.(png|jpe?g|gif)$/i.test(brand.brandLogo) ? brand.brandLogo : `/brands/${brand.key}/logo.png`;
}

function blockHtml(block: EmailBlock, color: string): string {
  if (typeof block === 'string') return `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`;
  if ('heading' in block) {
    return `<h2 style="margin:24px 0 8px;font-size:18px;color:${color}">${escapeHtml(block.heading)}</h2>`;
  }
  const items = block.links
    .map(
      (link) =>
        `<li style="margin:4px 0"><a href="${escapeHtml(link.url)}" style="color:${color}">${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
  return `<ul style="padding-left:20px">${items}</ul>`;
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading.toUpperCase();
  return block.links.map((link) => `- ${link.label}: ${link.url}`).join('\n');
}

/** The HTML every branded e-mail shares: logo, brand colour, body, one button, footer. */
export function brandedEmailHtml({
  brand,
  appUrl,
  subject,
  language = 'en',
  paragraphs,
  action,
  footer,
}: BrandedEmail): string {
  const logoUrl = new URL(emailLogoPath(brand), appUrl).toString();
  const color = escapeHtml(brand.colors.primary);
  const body = paragraphs.map((block) => blockHtml(block, color)).join('\n');
  const button = action
    ? `<tr><td style="padding:8px 24px 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></td></tr>`
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:Segoe UI,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-top:6px solid ${color}">
<tr><td style="padding:24px"><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand.brandName)}" width="176" height="44" style="display:block;border:0"></td></tr>
<tr><td style="padding:0 24px 8px">${body}</td></tr>
${button}
<tr><td style="padding:16px 24px;background:#fafafa;font-size:12px;color:#616161">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The plain-text twin of the same e-mail. */
export function brandedEmailText({ paragraphs, action, footer }: BrandedEmail): string {
  return [...paragraphs.map(blockText), ...(action ? [`${action.label}: ${action.url}`] : []), footer].join(
    '\n\n',
  );
}
