import sanitizeHtml from 'sanitize-html';

/**
 * What the Confirmation Page Details editor (react-quill-new, Quill 2) produces, and nothing else:
 * paragraphs and line breaks, bold, italic, underline, strike, lists, links, headings 1-3 and quotes,
 * with Quill's own `ql-*` classes (alignment, indent) on paragraphs, spans and list items, and the
 * `data-list` attribute by which Quill 2 tells a bulleted from a numbered list item.
 */
const ALLOWED_LINK = /^(https:|mailto:)/i;
const LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    p: ['class'],
    span: ['class'],
  },
  allowedClasses: { p: ['ql-*'], span: ['ql-*'], li: ['ql-*'] },
  // Links go to web pages or mail only: javascript:, data:, relative and protocol-relative ones lose their href.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Anything else is dropped; <script>, <style> and the like with their content.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opens in a new tab without access to the page that opened it (and one whose href is
    // about to be dropped keeps no attribute at all).
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = ALLOWED_LINK.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: kept };
    },
    li: (tagName, { 'data-list': kind, ...attribs }) => ({
      tagName,
      attribs: kind && LIST_KINDS.has(kind) ? { ...attribs, 'data-list': kind } : attribs,
    }),
  },
};

/**
 * The confirmation message as stored: staff-written HTML reduced to the editor's allowlist
 * (docs/security.md "HTML from staff"). The public confirmation page sanitises it again when it shows it
 * (DOMPurify), so neither side trusts the other.
 */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
