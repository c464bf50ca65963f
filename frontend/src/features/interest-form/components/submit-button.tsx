import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '44px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (min-width: 768px)': { width: 'auto', minWidth: '180px' },
  },
  looksDisabled: {
    backgroundColor: tokens.colorNeutralBackgroundDisabled,
    color: tokens.colorNeutralForegroundDisabled,
    cursor: 'not-allowed',
    ':hover': { backgroundColor: tokens.colorNeutralBackgroundDisabled },
    ':active': { backgroundColor: tokens.colorNeutralBackgroundDisabled },
  },
});

interface SubmitButtonProps {
  label: string;
  pendingLabel: string;
  /** Styled disabled (aria-disabled) but still focusable and clickable: a click shows what is missing. */
  looksDisabled: boolean;
  pending: boolean;
}

/**
 * A native submit button: Fluent's Button swallows clicks when aria-disabled, and the spec wants a
 * click on the greyed button to highlight the missing fields.
 */
export function SubmitButton({ label, pendingLabel, looksDisabled, pending }: SubmitButtonProps) {
  const styles = useStyles();
  return (
    <button
      type="submit"
      className={mergeClasses(styles.button, (looksDisabled || pending) && styles.looksDisabled)}
      aria-disabled={looksDisabled || pending}
      aria-busy={pending}
    >
      {pending && <Spinner size="tiny" aria-hidden />}
      {pending ? pendingLabel : label}
    </button>
  );
}
