import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html.ts';

const HTTPS_IMAGE = 'https://cdn.example.org/seal.png';
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;
}

describe('sanitizeHtml images', () => {
  it('keeps an img with an https src, its alt and size', () => {
    const body = parse(`<p><img src="${HTTPS_IMAGE}" alt="School seal" width="120"></p>`);
    const image = body.querySelector('img');
    expect(image?.getAttribute('src')).toBe(HTTPS_IMAGE);
    expect(image?.getAttribute('alt')).toBe('School seal');
    expect(image?.getAttribute('width')).toBe('120');
  });

  it.each([
    ['plain http (a tracking pixel)', 'http://tracker.example/pixel.gif'],
    ['a data: URI', PNG_DATA],
    ['a protocol-relative URL', '//tracker.example/pixel.gif'],
    ['a relative path', 'images/seal.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['blob:', 'blob:https://evil.example/0b1c'],
    ['ftp:', 'ftp://files.example/seal.png'],
    ['no src at all', ''],
  ])('drops an img whose source is %s, keeping the text around it', (_label, src) => {
    const body = parse(`<p>Before <img src="${src}" alt="x"> after</p>`);
    expect(body.querySelector('img')).toBeNull();
    expect(body.textContent).toBe('Before  after');
  });

  it('drops srcset, whose candidates could load from anywhere, but keeps the https src', () => {
    const body = parse(`<img src="${HTTPS_IMAGE}" srcset="http://tracker.example/p.gif 2x" alt="Seal">`);
    const image = body.querySelector('img');
    expect(image?.getAttribute('src')).toBe(HTTPS_IMAGE);
    expect(image?.hasAttribute('srcset')).toBe(false);
  });

  it('strips non-https sources of media, posters and table backgrounds too', () => {
    const body = parse(
      [
        '<video poster="http://tracker.example/poster.png" src="data:video/mp4;base64,AAAA"></video>',
        `<video poster="${HTTPS_IMAGE}"><source src="http://tracker.example/v.mp4"><source src="https://cdn.example.org/v.mp4"></video>`,
        '<table background="http://tracker.example/bg.png"><tbody><tr><td background="https://cdn.example.org/bg.png">cell</td></tr></tbody></table>',
      ].join(''),
    );
    const [first, second] = Array.from(body.querySelectorAll('video'));
    expect(first?.hasAttribute('poster')).toBe(false);
    expect(first?.hasAttribute('src')).toBe(false);
    expect(second?.getAttribute('poster')).toBe(HTTPS_IMAGE);
    expect(Array.from(body.querySelectorAll('source')).map((source) => source.getAttribute('src'))).toEqual([
      null,
      'https://cdn.example.org/v.mp4',
    ]);
    expect(body.querySelector('table')?.hasAttribute('background')).toBe(false);
    expect(body.querySelector('td')?.getAttribute('background')).toBe('https://cdn.example.org/bg.png');
  });

  it('keeps links safe as before: http(s) and mailto links stay, opening a new tab without opener', () => {
    const body = parse(
      '<a href="http://example.org/a">a</a><a href="https://example.org/b">b</a><a href="mailto:office@example.org">c</a><a href="data:text/html,x">d</a>',
    );
    const links = Array.from(body.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://example.org/a',
      'https://example.org/b',
      'mailto:office@example.org',
      null,
    ]);
    for (const link of links.slice(0, 3)) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('isBlankHtml', () => {
  it.each([
    ['an empty string', ''],
    ["the editor's empty value", '<p><br></p>'],
    ['only whitespace and non-breaking spaces', '<p> &nbsp; </p>\n<div>\t</div>'],
    ['only a script', '<script>alert(1)</script>'],
    ['only an http image (dropped)', '<p><img src="http://tracker.example/p.gif"></p>'],
    ['only a data: image (dropped)', `<img src="${PNG_DATA}">`],
  ])('is blank for %s', (_label, html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it.each([
    ['text', '<p>I agree.</p>'],
    ['only an https image', `<p><img src="${HTTPS_IMAGE}" alt="Signed agreement"></p>`],
    ['an https image without alt', `<img src="${HTTPS_IMAGE}">`],
    ['only a video', '<video controls src="https://cdn.example.org/welcome.mp4"></video>'],
  ])('is not blank for %s', (_label, html) => {
    expect(isBlankHtml(html)).toBe(false);
  });
});
