import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
  /** The language of the HTML when it is not the page's (a screen reader then reads it in that language). */
  lang?: string | undefined;
}

/** Renders staff-written HTML after DOMPurify has removed anything executable or styling. */
export function SanitizedHtml({ html, className, lang }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify just above.
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
