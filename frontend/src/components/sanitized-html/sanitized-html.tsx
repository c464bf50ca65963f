import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

/** Renders staff-written HTML after DOMPurify has removed anything executable or styling. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
