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
  pending: {
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
  pending: boolean;
  /** The id of the message beside the button, while there is one. */
  describedBy?: string;
}

/**
 * A native submit button that always looks tappable (a greyed Submit stranded parents);
 * a click on an invalid form highlights what is missing. Only a submission under way greys it.
 */
export function SubmitButton({ label, pendingLabel, pending, describedBy }: SubmitButtonProps) {
  const styles = useStyles();
  return (
    <button
      type="submit"
      className={mergeClasses(styles.button, pending && styles.pending)}
      aria-disabled={pending || undefined}
      aria-busy={pending}
      aria-describedby={describedBy}
    >
      {pending && <Spinner size="tiny" aria-hidden />}
      {pending ? pendingLabel : label}
    </button>
  );
}
