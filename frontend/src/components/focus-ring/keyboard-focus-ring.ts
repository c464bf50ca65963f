import { type GriffelStyle, tokens } from '@fluentui/react-components';

/**
 * The focus ring of an element the page focuses by script (a step's heading, a notice, a scrolling
 * area) or of a hand-drawn button: no outline for a click or a script's focus, the theme's focus
 * stroke once the keyboard brings the focus there. `outlineOffset` places the ring (negative: inside).
 */
export function keyboardFocusRing(outlineOffset: string): GriffelStyle {
  return {
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset },
  };
}
