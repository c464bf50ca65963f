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
  const [a, b] = [createLightTheme(first), createLightTheme(second)] as Record<string, string | number>[];
  const base: Record<string, string | number> = {};
  const shades: Record<string, number> = {};
  for (const [token, value] of Object.entries(a ?? {})) {
    if (value === b?.[token]) {
      base[token] = value;
      continue;
    }
    const shade = SHADES.find((candidate) => first[candidate] === value && second[candidate] === b?.[token]);
    if (shade === undefined)
      throw new Error(`Fluent's light theme token ${token} is not one shade of the brand ramp`);
    shades[token] = shade;
  }
  return { base, shades };
}

/**
 * `virtual:fluent-light-theme`: Fluent's light theme computed once here rather than in every page.
 * Building it at run time (`createLightTheme`) shipped Fluent's whole colour palette and the code that
 * maps a ramp onto it, about 6.5 KB gzip of each page's first load, to produce the same ~460 values on
 * every visit. `src/brand/brand-theme.ts` adds the brand's ramp to it; its unit test checks the result
 * against `createLightTheme` for every brand.
 */
export function fluentLightTheme(): Plugin {
  return {
    name: 'fluent-light-theme',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const { base, shades } = lightThemeParts();
      return [
        `export const lightThemeBase = ${JSON.stringify(base)};`,
        `export const brandTokenShades = ${JSON.stringify(shades)};`,
      ].join('\n');
    },
  };
}
