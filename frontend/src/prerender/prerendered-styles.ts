import type { GriffelRenderer } from '@fluentui/react-components';

/**
 * A prerendered page's Griffel style elements, taken over by the browser without parsing them.
 *
 * Griffel must know which rules a page already has, or it inserts them again at the end of their
 * sheet, where they can win the cascade over rules meant to come after them. Its own way of learning
 * them (RendererProvider's rehydration) parses every prerendered sheet with its CSS parser (stylis):
 * some 30 ms of a phone's main thread in one piece, and the parser's 1.7 KB gzip in every page's first
 * load. The build knows each rule as it wrote it, so it writes their lengths beside the sheet
 * (style-elements.tsx, for every element it writes), and the browser cuts the sheet's text at them.
 */

/** The attribute of a prerendered style element that lists its rules' lengths, in order. */
export const RULE_LENGTHS_ATTRIBUTE = 'data-rule-lengths';

/** The bucket a style element holds (Griffel's own attribute on the elements it writes). */
const BUCKET_ATTRIBUTE = 'data-make-styles-bucket';

type Bucket = GriffelRenderer['insertionCache'][string];

/**
 * Fills the renderer's insertion cache with the rules of `document`'s prerendered style elements. An
 * element without lengths (which the build never writes) is not adopted: Griffel inserts its rules
 * again when they are used, which duplicates them but loses none.
 */
export function adoptPrerenderedStyles(renderer: GriffelRenderer, document: Document): void {
  for (const element of document.querySelectorAll<HTMLStyleElement>(`style[${BUCKET_ATTRIBUTE}]`)) {
    const bucket = element.getAttribute(BUCKET_ATTRIBUTE) as Bucket;
    const text = element.textContent ?? '';
    const lengths = element.getAttribute(RULE_LENGTHS_ATTRIBUTE);
    if (!lengths) continue;
    let start = 0;
    for (const length of lengths.split(',')) {
      const end = start + Number(length);
      renderer.insertionCache[text.slice(start, end)] = bucket;
      start = end;
    }
  }
}
