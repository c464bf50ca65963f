import { makeStyles, tokens } from '@fluentui/react-components';

/** Invalid fields: the spec's red border (#d8302f, 2px), on top of Fluent's own error state. */
export const useFieldStyles = makeStyles({
  field: { minWidth: 0 },
  control: { width: '100%' },
  invalid: {
    border: '2px solid #d8302f',
    ':hover': { border: '2px solid #d8302f' },
    ':focus-within': { border: '2px solid #d8302f' },
  },
});

export const useSectionStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0, padding: 0, border: 'none' },
  heading: {
    margin: `${tokens.spacingVerticalM} 0 0`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  /** One column on a phone, two side by side from 768 px (the spec's mobile breakpoint). */
  pair: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalL,
    },
  },
});
