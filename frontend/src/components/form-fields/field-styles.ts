import { type GriffelStyle, makeStyles, tokens } from '@fluentui/react-components';

/** The spec's red border on invalid fields (#d8302f, 2px), on top of Fluent's own error state. */
export const INVALID_BORDER = '2px solid #d8302f';

/** A fieldset that only groups its fields (no frame of the browser's), one under the other. */
export const FIELD_GROUP: GriffelStyle = {
  display: 'grid',
  gap: tokens.spacingVerticalM,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
};

/** Its legend, the group's heading. */
export const FIELD_GROUP_LEGEND: GriffelStyle = {
  padding: 0,
  marginBottom: tokens.spacingVerticalS,
  fontSize: tokens.fontSizeBase400,
  fontWeight: tokens.fontWeightSemibold,
};

export const useFormFieldStyles = makeStyles({
  // A native select is as wide as its longest option: the one-column grid keeps it inside a phone screen.
  field: { minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  control: { width: '100%' },
  // Fluent colours an invalid input's border under ':not(:focus-within)' (a more specific selector
  // than a plain class), so the spec's colour is set under the same selectors to win.
  invalid: {
    border: INVALID_BORDER,
    ':hover': { border: INVALID_BORDER },
    ':focus-within': { border: INVALID_BORDER },
    ':not(:focus-within),:hover:not(:focus-within)': { border: INVALID_BORDER },
  },
  group: {
    borderRadius: tokens.borderRadiusMedium,
    border: '2px solid transparent',
    paddingInline: tokens.spacingHorizontalXS,
  },
  invalidGroup: { border: INVALID_BORDER },
});

/** Step layouts: fields one under the other on a phone, two side by side from 768 px. */
export const useStepLayoutStyles = makeStyles({
  stack: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  subheading: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});
