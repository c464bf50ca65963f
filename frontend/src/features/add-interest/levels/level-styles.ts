import { makeStyles, tokens } from '@fluentui/react-components';

/** The levels' layout: one column, pairs of fields side by side from 768 px. */
export const useLevelStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalL },
  },
});
