import { type GriffelStyle, tokens } from '@fluentui/react-components';

/**
 * The wizards' red notice, for what stops the family on a step: the step's missing answers and a
 * refused submit's messages look alike.
 */
export const WIZARD_NOTICE: GriffelStyle = {
  margin: 0,
  padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  borderLeft: '4px solid #d8302f',
  backgroundColor: '#fde7e9',
  color: '#8a1c1c',
  fontWeight: tokens.fontWeightSemibold,
};
