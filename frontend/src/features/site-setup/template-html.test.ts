import { describe, expect, it } from 'vitest';
import { withPlainSpaces } from './template-html.ts';

describe('withPlainSpaces', () => {
  it("stores Quill's non-breaking spaces as plain ones, so the message wraps", () => {
    expect(withPlainSpaces('<p>Welcome&nbsp;to\u00a0Quartz Hill,&nbsp;{{firstName}}!</p>')).toBe(
      '<p>Welcome to Quartz Hill, {{firstName}}!</p>',
    );
  });
});
