import { makeStyles, tokens } from '@fluentui/react-components';

export const useClassesStyles = makeStyles({
  courses: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  slot: { minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  agreement: { display: 'grid', gap: tokens.spacingVerticalXXS },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  ncaa: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  ncaaHeading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  ncaaText: { margin: 0 },
});
