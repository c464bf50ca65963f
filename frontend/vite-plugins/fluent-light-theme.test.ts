import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { baseThemeRule, fluentLightTheme, lightThemeParts } from './fluent-light-theme.ts';

describe('lightThemeParts', () => {
  it("splits every token of Fluent's light theme into the base or a shade of the brand ramp", () => {
    const { base, shades } = lightThemeParts();
    // Fluent's own light theme has every token a light theme has.
    const tokens = Object.keys(webLightTheme);
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
