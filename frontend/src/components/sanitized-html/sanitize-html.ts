import createDOMPurify, { type DOMPurify } from 'dompurify';

/** Attributes that make the browser fetch something as soon as the HTML is shown. */
const FETCHING_ATTRIBUTES = ['src', 'poster', 'background'] as const;

/** Elements whose presence alone shows something, even with no text. */
const MEDIA_SELECTOR = 'img, picture, video, audio';

let purifier: DOMPurify | undefined;

/** Whether a URL is absolute https (a relative or scheme-less one, http:, data:, blob: and the rest are not). */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
}

// A private instance, so the hooks below never leak into other DOMPurify users.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Only https resources load: no tracking pixel over plain http, no data: payload.
    for (const attribute of FETCHING_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value !== null && !isHttpsUrl(value)) node.removeAttribute(attribute);
    }
    // An image with no https source is dropped entirely (a broken-image icon helps no one). The
    // sanitizer walks with a NodeIterator, which copes with its current node being removed.
    if (node.tagName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans staff-written HTML for display: plain HTML only (no SVG/MathML), no scripts, event handlers,
 * frames, forms, style elements or attributes; links open in a new tab without opener access; images
 * and media load only from https URLs (no srcset, whose candidates could point anywhere).
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
    FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'srcset'],
  });
}

/**
 * Whether the HTML shows nothing once sanitized: no text ('', '<p><br></p>', '<p>&nbsp;</p>', only
 * tags) and no image or media. An agreement that is only a (https) image is not blank.
 */
export function isBlankHtml(html: string): boolean {
  // An inert document: unlike a detached <div>, it fetches none of the images while being checked.
  const { body } = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  if (body.querySelector(MEDIA_SELECTOR)) return false;
  return (body.textContent ?? '').trim() === '';
}
