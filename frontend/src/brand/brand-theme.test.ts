import { lightThemeBase } from 'virtual:fluent-light-theme';
import { BRAND_SEED } from '@enroll/domain';
import { createLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { brandRamp, brandTheme } from './brand-theme.ts';

describe('brandTheme', () => {
  it.each(BRAND_SEED.map((brand) => [brand.key, brand] as const))(
    "with the document's base tokens, is Fluent's light theme of the %s ramp and the brand's link colours",
    (_key, brand) => {
      expect({ ...lightThemeBase, ...brandTheme(brand) }).toEqual({
        ...createLightTheme(brandRamp(brand.colors.primary)),
        colorBrandForegroundLink: brand.colors.primaryDark,
        colorBrandForegroundLinkHover: brand.colors.primary,
      });
    },
  );

  it('gives the same object for the same colours, so the provider does not rebuild its variables', () => {
    const [first, second] = BRAND_SEED;
    if (!first || !second) throw new Error('the seed has at least two brands');
    expect(brandTheme({ ...first })).toBe(brandTheme(first));
    expect(brandTheme(second)).not.toBe(brandTheme(first));
  });
});
