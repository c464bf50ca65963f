import { createLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { baseThemeRule, fluentLightTheme, lightThemeParts } from './fluent-light-theme.ts';

describe('lightThemeParts', () => {
  it("splits every token of Fluent's light theme into the base or a shade of the brand ramp", () => {
    const { base, shades } = lightThemeParts();
    const tokens = Object.keys(createLightTheme(brandLikeRamp()));
    expect([...Object.keys(base), ...Object.keys(shades)].sort()).toEqual([...tokens].sort());
    expect(shades.colorBrandBackground).toBe(80);
    expect(base.colorNeutralForeground1).toBe('#242424');
  });
});

describe('fluentLightTheme', () => {
  it("puts the base tokens in index.html's head as one rule on the document, and no brand token", () => {
    const { base } = lightThemeParts();
    const hook = fluentLightTheme().transformIndexHtml as () => { tag: string; children: string }[];
    const [style] = hook();
    expect(style?.tag).toBe('style');
    expect(style?.children).toBe(baseThemeRule(base));
    expect(style?.children).toMatch(/^:root \{ --borderRadiusNone: 0; /);
    expect(style?.children).toContain('--colorNeutralForeground1: #242424;');
    expect(style?.children).not.toContain('--colorBrandBackground:');
  });
});

function brandLikeRamp() {
  const shades = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  return Object.fromEntries(
    shades.map((shade) => [shade, `#0b${shade.toString(16).padStart(2, '0')}ab`]),
  ) as Parameters<typeof createLightTheme>[0];
}
