import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html.tsx';

afterEach(() => cleanup());

const payload = [
  '<p class="intro">Hello <strong>family</strong></p>',
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">bad link</a>',
  '<a href="https://example.org/terms" onclick="window.__xss = 4" target="_self">terms</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="position:fixed;top:0">styled</p>',
  '<style>body { display: none }</style>',
  '<svg><script>window.__xss = 5</script></svg>',
  '<form action="https://evil.example"><input name="x"></form>',
].join('');

describe('SanitizedHtml', () => {
  it('keeps formatting but drops scripts, handlers, frames, styles and javascript: links', () => {
    const { container } = render(<SanitizedHtml html={payload} className="agreement" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('agreement');
    expect(root.querySelector('p.intro strong')?.textContent).toBe('family');
    const html = root.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onclick|<iframe|style=|<style|<svg|<form|<input|javascript:/i);
    // A relative source is not https: the image goes with its handler.
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('styled');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('opens links in a new tab without opener access', () => {
    const { container } = render(<SanitizedHtml html={payload} />);
    const links = Array.from(container.querySelectorAll('a'));
    const terms = links.find((link) => link.textContent === 'terms');
    expect(terms?.getAttribute('href')).toBe('https://example.org/terms');
    expect(terms?.getAttribute('target')).toBe('_blank');
    expect(terms?.getAttribute('rel')).toBe('noopener noreferrer');
    const bad = links.find((link) => link.textContent === 'bad link');
    expect(bad?.hasAttribute('href')).toBe(false);
  });

  it('shows an https image and drops an http one', () => {
    const { container } = render(
      <SanitizedHtml html='<p><img src="https://cdn.example.org/seal.png" alt="School seal"><img src="http://tracker.example/p.gif" alt="pixel"></p>' />,
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['School seal']);
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.example.org/seal.png');
  });
});
