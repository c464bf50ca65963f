import { makeStyles, tokens } from '@fluentui/react-components';

export const useAgreementStyles = makeStyles({
  agreement: {
    maxHeight: '40vh',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalS}`, ':last-child': { marginBottom: 0 } },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  courses: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});
