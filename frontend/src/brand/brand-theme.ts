import { brandTokenShades } from 'virtual:fluent-light-theme';
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

const themes = new Map<string, Partial<Theme>>();

/**
 * The brand's tokens of Fluent's light theme: those `createLightTheme(brandRamp(primary))` takes from
 * the ramp, plus the brand's link colours. Every other token is the same for all brands and is set
 * once for the document by index.html (`vite-plugins/fluent-light-theme.ts`); the unit test checks
 * the two together against `createLightTheme`. One object per brand's colours, so the provider does
 * not rebuild its CSS variables on a re-render.
 */
export function brandTheme(brand: Brand): Partial<Theme> {
  const { primary, primaryDark } = brand.colors;
  const known = themes.get(`${primary} ${primaryDark}`);
  if (known) return known;
  const ramp = brandRamp(primary);
  const theme: Partial<Theme> = {
    ...Object.fromEntries(Object.entries(brandTokenShades).map(([token, shade]) => [token, ramp[shade]])),
    colorBrandForegroundLink: primaryDark,
    colorBrandForegroundLinkHover: primary,
  };
  themes.set(`${primary} ${primaryDark}`, theme);
  return theme;
}
