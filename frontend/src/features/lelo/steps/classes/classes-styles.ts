import { makeStyles, tokens } from '@fluentui/react-components';
import { FIELD_GROUP, FIELD_GROUP_LEGEND } from '../../../../components/form-fields/field-styles.ts';

export const useClassesStyles = makeStyles({
  courses: FIELD_GROUP,
  legend: FIELD_GROUP_LEGEND,
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
