import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

// A private instance, so the link hook below never leaks into other DOMPurify users.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans staff-written HTML for display: plain HTML only (no SVG/MathML), no scripts, event handlers,
 * frames, forms, style elements or attributes; links open in a new tab without opener access.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'base',
      'link',
      'meta',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  });
}

/** Whether the HTML shows no text once sanitized ('', '<p><br></p>', only tags). */
export function isBlankHtml(html: string): boolean {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return (container.textContent ?? '').trim() === '';
}
