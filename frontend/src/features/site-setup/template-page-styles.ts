import { makeStyles, tokens } from '@fluentui/react-components';

/** The frame of the two template screens on their own routes: back link, title, learning center. */
export const useTemplatePageStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '1100px' },
  back: { color: tokens.colorBrandForegroundLink, justifySelf: 'start' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  center: { margin: 0 },
});
