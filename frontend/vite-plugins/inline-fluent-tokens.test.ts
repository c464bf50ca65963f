import { describe, expect, it } from 'vitest';
import { inlineTokenReads } from './inline-fluent-tokens.ts';

function transform(code: string, id = '/app/src/component.js'): string | null {
  return inlineTokenReads(code, id)?.code ?? null;
}

describe('inlineFluentTokens', () => {
  it("replaces each read of Fluent's token map with the CSS variable it holds", () => {
    const code = [
      "import { tokens } from '@fluentui/react-theme';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text given to the transform
      'const padding = `0 ${tokens.spacingHorizontalM}`;',
      'export const styles = { color: tokens.colorNeutralForeground1, padding };',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        "import { tokens } from '@fluentui/react-theme';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the transform gives back
        'const padding = `0 ${"var(--spacingHorizontalM)"}`;',
        'export const styles = { color: "var(--colorNeutralForeground1)", padding };',
      ].join('\n'),
    );
  });

  it('follows a renamed import, in TypeScript with JSX too', () => {
    const code = [
      "import { Text, tokens as t } from '@fluentui/react-components';",
      'export const Note = (): JSX.Element => <Text style={{ gap: t.spacingVerticalS }} />;',
    ].join('\n');
    expect(transform(code, '/app/src/note.tsx')).toContain('gap: "var(--spacingVerticalS)"');
  });

  it('leaves a file alone when it uses the map another way, or shadows its name', () => {
    const byKey =
      "import { tokens } from '@fluentui/tokens';\nexport const pick = (key) => tokens[key] ?? tokens.colorBrandBackground;";
    const passed = "import { tokens } from '@fluentui/tokens';\nexport const all = { ...tokens };";
    const shadowed =
      "import { tokens } from '@fluentui/tokens';\nexport const a = tokens.colorBrandBackground;\nexport function f(tokens) { return tokens.colorBrandBackground; }";
    const unknownName = "import { tokens } from '@fluentui/tokens';\nexport const a = tokens.notAToken;";
    for (const code of [byKey, passed, shadowed, unknownName]) expect(transform(code)).toBeNull();
  });

  it("ignores a `tokens` that is not Fluent's, and a property of that name", () => {
    expect(
      transform("import { tokens } from './my-tokens';\nexport const a = tokens.colorBrandBackground;"),
    ).toBeNull();
    const property = [
      "import { tokens } from '@fluentui/react-theme';",
      'export const a = theme.tokens.colorBrandBackground;',
      'export const b = { tokens: 1 };',
      'export const c = tokens.colorBrandBackground;',
    ].join('\n');
    expect(transform(property)).toBe(
      property.replace('= tokens.colorBrandBackground', '= "var(--colorBrandBackground)"'),
    );
  });
});
