import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The layout of a staff edit form: sections as fieldsets with a legend, their fields two to a row
 * from tablet width up, and the actions in a row at the end.
 */
export const useEditFormStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0, margin: 0, padding: 0, border: 0 },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    paddingBottom: tokens.spacingVerticalS,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    // Fields keep their own height: a hint under one field must not stretch its neighbour's input.
    alignItems: 'start',
    minWidth: 0,
    '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalL },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});
