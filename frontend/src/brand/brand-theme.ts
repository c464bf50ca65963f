import { brandTokenShades, lightThemeBase } from 'virtual:fluent-light-theme';
import type { Brand } from '@enroll/domain';
import type { BrandVariants, Theme } from '@fluentui/react-components';

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, target: number, amount: number): string {
  const channels = hexToRgb(hex).map((channel) => Math.round(channel + (target - channel) * amount));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Fluent's 16-shade brand ramp: 10 darkest, 80 the brand colour itself, 160 lightest. */
export function brandRamp(primary: string): BrandVariants {
  const shades = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof shades)[number], string>;
  for (const shade of shades) {
    ramp[shade] =
      shade < 80
        ? mix(primary, 0, (80 - shade) / 80)
        : shade === 80
          ? primary
          : mix(primary, 255, (shade - 80) / 95);
  }
  return ramp;
}

const themes = new Map<string, Theme>();

/**
 * Fluent's light theme in the brand's colours: what `createLightTheme(brandRamp(primary))` returns
 * (its unit test checks that), from the parts computed at build time, plus the brand's link colours.
 * One object per brand's colours, so the provider's CSS variables are not rebuilt on a re-render.
 */
export function brandTheme(brand: Brand): Theme {
  const { primary, primaryDark } = brand.colors;
  const known = themes.get(`${primary} ${primaryDark}`);
  if (known) return known;
  const ramp = brandRamp(primary);
  const brandTokens = Object.fromEntries(
    Object.entries(brandTokenShades).map(([token, shade]) => [token, ramp[shade]]),
  );
  // Complete by construction: the base holds every token the brand's ramp does not set.
  const theme = {
    ...lightThemeBase,
    ...brandTokens,
    colorBrandForegroundLink: primaryDark,
    colorBrandForegroundLinkHover: primary,
  } as Theme;
  themes.set(`${primary} ${primaryDark}`, theme);
  return theme;
}
