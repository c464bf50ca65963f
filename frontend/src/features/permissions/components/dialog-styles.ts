import { makeStyles, tokens } from '@fluentui/react-components';

export const usePermissionDialogStyles = makeStyles({
  surface: { width: 'min(640px, calc(100vw - 32px))', maxWidth: 'min(640px, calc(100vw - 32px))' },
  content: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalXS,
  },
  // The form's fields take the content's grid as if they were its own children.
  form: { display: 'contents' },
  person: { margin: 0 },
  personName: { fontWeight: tokens.fontWeightSemibold },
  personEmail: { color: tokens.colorNeutralForeground2 },
});
