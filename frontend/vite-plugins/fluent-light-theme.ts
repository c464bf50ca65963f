import { type BrandVariants, createLightTheme } from '@fluentui/react-components';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:fluent-light-theme';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/** A brand ramp whose sixteen colours are all different, and different from the other probe's. */
function probeRamp(probe: number): BrandVariants {
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return Object.fromEntries(SHADES.map((shade) => [shade, `#00${hex(shade)}${hex(probe)}`])) as BrandVariants;
}

/**
 * Fluent's light theme split into what no brand changes and, for each token a brand does change, the
 * shade of the brand's ramp it takes. Found by building the theme from two ramps whose colours all
 * differ; a token a future Fluent derives from the ramp some other way stops the build.
 */
export function lightThemeParts(): { base: Record<string, string | number>; shades: Record<string, number> } {
  const [first, second] = [probeRamp(1), probeRamp(2)];
  const themeOf = (ramp: BrandVariants) => createLightTheme(ramp) as Record<string, string | number>;
  const [a, b] = [themeOf(first), themeOf(second)];
  const base: Record<string, string | number> = {};
  const shades: Record<string, number> = {};
  for (const [token, value] of Object.entries(a)) {
    if (value === b[token]) {
      base[token] = value;
      continue;
    }
    const shade = SHADES.find((candidate) => first[candidate] === value && second[candidate] === b[token]);
    if (shade === undefined)
      throw new Error(`Fluent's light theme token ${token} is not one shade of the brand ramp`);
    shades[token] = shade;
  }
  return { base, shades };
}

/** The theme's tokens no brand changes, as CSS variables on the document: one rule for every page. */
export function baseThemeRule(base: Record<string, string | number>): string {
  return `:root { ${Object.entries(base)
    .map(([token, value]) => `--${token}: ${value};`)
    .join(' ')} }`;
}

/**
 * Fluent's light theme, computed once here rather than in every page. Building it at run time
 * (`createLightTheme`) shipped Fluent's whole colour palette and the code that maps a ramp onto it,
 * about 6.5 KB gzip of each page's first load, to produce the same ~460 values on every visit.
 * - index.html gets the ~410 tokens no brand changes as one `:root` rule (a `<style>` in its head), so
 *   neither the script nor each brand's provider carries them;
 * - `virtual:fluent-light-theme` gives the ramp shade of each of the ~50 tokens a brand changes, from
 *   which `src/brand/brand-theme.ts` makes the brand's provider theme, and the base tokens for the
 *   unit tests (the browser bundle leaves them out, as nothing there reads them).
 * `brand-theme.test.ts` checks the two parts together against `createLightTheme` for every brand.
 */
export function fluentLightTheme(): Plugin {
  const parts = lightThemeParts();
  return {
    name: 'fluent-light-theme',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return [
        `export const lightThemeBase = ${JSON.stringify(parts.base)};`,
        `export const brandTokenShades = ${JSON.stringify(parts.shades)};`,
      ].join('\n');
    },
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { id: 'fluent-theme-base' },
        children: baseThemeRule(parts.base),
        injectTo: 'head',
      },
    ],
  };
}
