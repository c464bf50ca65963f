import { type GriffelStyle, tokens } from '@fluentui/react-components';

/**
 * A link drawn as the page's main button, in the brand's colour (sign in, start the registration,
 * add a session); each place sets its own size and spacing.
 */
export const BRAND_LINK_BUTTON: GriffelStyle = {
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorBrandBackground,
  color: tokens.colorNeutralForegroundOnBrand,
  fontWeight: tokens.fontWeightSemibold,
  textDecoration: 'none',
  ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
};
