import { type GriffelRenderer, renderToStyleElements } from '@fluentui/react-components';
import { cloneElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RULE_LENGTHS_ATTRIBUTE } from './prerendered-styles.ts';

/**
 * The `<style>` elements of every rule the page's variants used, in Griffel's bucket order, each with
 * its rules' lengths for the browser to take them over without parsing (prerendered-styles.ts).
 */
export function styleElements(renderer: GriffelRenderer): string {
  const lengthsByText = new Map(
    Object.values(renderer.stylesheets).map((sheet) => {
      const rules = sheet?.cssRules() ?? [];
      return [rules.join(''), rules.map((rule) => rule.length).join(',')];
    }),
  );
  const elements = renderToStyleElements(renderer).map((element) => {
    const style = element as ReactElement<
      { dangerouslySetInnerHTML?: { __html: string } } & Record<string, unknown>
    >;
    const text = style.props.dangerouslySetInnerHTML?.__html ?? '';
    const lengths = lengthsByText.get(text);
    // The browser adopts only sheets with lengths (it has no CSS parser for the others): stop the build.
    if (lengths === undefined) throw new Error('A prerendered style element is not the text of one sheet');
    return cloneElement(style, { [RULE_LENGTHS_ATTRIBUTE]: lengths });
  });
  return renderToStaticMarkup(elements);
}
