import type { Brand } from '@enroll/domain';
import { escapeHtml } from './html.ts';

export interface BrandedEmail {
  brand: Brand;
  appUrl: string;
  subject: string;
  /** Paragraphs of plain text; each line of a paragraph becomes a line break. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** The HTML every branded e-mail shares: logo, brand colour, paragraphs, one button, footer. */
export function brandedEmailHtml({
  brand,
  appUrl,
  subject,
  paragraphs,
  action,
  footer,
}: BrandedEmail): string {
  const logoUrl = new URL(brand.brandLogo, appUrl).toString();
  const color = escapeHtml(brand.colors.primary);
  const body = paragraphs
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
  const button = action
    ? `<tr><td style="padding:8px 24px 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></td></tr>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:Segoe UI,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-top:6px solid ${color}">
<tr><td style="padding:24px"><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand.brandName)}" width="176" height="44"></td></tr>
<tr><td style="padding:0 24px 8px">${body}</td></tr>
${button}
<tr><td style="padding:16px 24px;background:#fafafa;font-size:12px;color:#616161">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The plain-text twin of the same e-mail. */
export function brandedEmailText({ paragraphs, action, footer }: BrandedEmail): string {
  return [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join('\n\n');
}
