import { tokens } from '@fluentui/react-components';

/** A card of the 'Possible duplicates' screen (a set, a merge): a bordered, rounded box. */
export const CARD = {
  display: 'grid',
  padding: tokens.spacingHorizontalL,
  border: `1px solid ${tokens.colorNeutralStroke2}`,
  borderRadius: tokens.borderRadiusLarge,
  backgroundColor: tokens.colorNeutralBackground1,
} as const;
