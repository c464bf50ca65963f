import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles, RULE_LENGTHS_ATTRIBUTE } from './prerendered-styles.ts';
import { styleElements } from './style-elements.tsx';

/**
 * A renderer as the build's prerender has it: its document has no head, so its sheets keep the rules
 * as strings (what Griffel does on a server) instead of handing them to a browser's style sheet.
 */
function prerenderRenderer(): GriffelRenderer {
  return createDOMRenderer(document.implementation.createDocument(null, null));
}

/** A page document whose head holds `html`. */
function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('');
  page.head.innerHTML = html;
  return page;
}

// Rules as Griffel writes them, in several buckets, some with the characters a parser splits at
// (a semicolon and a brace inside a string, a nested block), which the lengths must cut through.
const RULES = {
  r: ['.r1abc{display:flex;gap:8px;}', '.r1abc::after{content:"a;}b";}'],
  d: ['.fe3e8s9{color:var(--colorBrandForeground1);}', '.f1x2y3z{padding:4px 8px;}'],
  h: ['.fh1:hover{color:red;}'],
  k: ['@keyframes f1k{from{opacity:0;}to{opacity:1;}}'],
};

describe('prerendered Griffel styles', () => {
  it('are written with their rules’ lengths and taken over rule for rule, each in its bucket', () => {
    const server = prerenderRenderer();
    server.insertCSSRules(RULES);
    server.insertCSSRules({
      m: [['@media (min-width: 640px){.fm1{display:none;}}', { m: '(min-width: 640px)' }]],
    });
    const page = pageWith(styleElements(server));
    expect(page.querySelectorAll(`style[${RULE_LENGTHS_ATTRIBUTE}]`)).toHaveLength(5);

    const browser = createDOMRenderer(page);
    adoptPrerenderedStyles(browser, page);
    expect(browser.insertionCache).toEqual(server.insertionCache);
    expect(Object.keys(browser.insertionCache)).toContain('.r1abc::after{content:"a;}b";}');
  });

  it('adopts the other elements of a page where one has no lengths, and not that one', () => {
    const server = prerenderRenderer();
    server.insertCSSRules(RULES);
    const page = pageWith(styleElements(server));
    page.querySelector('style[data-make-styles-bucket="h"]')?.removeAttribute(RULE_LENGTHS_ATTRIBUTE);

    const browser = createDOMRenderer(page);
    adoptPrerenderedStyles(browser, page);
    const { '.fh1:hover{color:red;}': hoverRule, ...others } = server.insertionCache;
    expect(hoverRule).toBe('h');
    expect(browser.insertionCache).toEqual(others);
  });

  it('adopts nothing on a page that was not prerendered', () => {
    const page = pageWith('');
    const browser = createDOMRenderer(page);
    adoptPrerenderedStyles(browser, page);
    expect(browser.insertionCache).toEqual({});
  });
});
