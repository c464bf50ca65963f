import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { keyboardFocusRing } from '../focus-ring/keyboard-focus-ring.ts';

const useStyles = makeStyles({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: '48px',
    height: '48px',
    padding: 0,
    borderRadius: '24px',
    border: `2px solid ${tokens.colorBrandBackground}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    flexShrink: 0,
    ...keyboardFocusRing('3px'),
  },
  circle: { width: '48px' },
  labelled: { padding: `0 ${tokens.spacingHorizontalL} 0 ${tokens.spacingHorizontalM}` },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
    ':active': { backgroundColor: tokens.colorBrandBackground2Pressed },
  },
  submit: { padding: `0 ${tokens.spacingHorizontalXXL}`, minWidth: '160px' },
  busy: { cursor: 'progress', opacity: 0.8 },
  icon: { fontSize: '24px', flexShrink: 0 },
});

interface CircleButtonProps {
  direction: 'back' | 'next';
  /** The accessible name; with `showLabel` also the visible text beside the arrow. */
  label: string;
  showLabel?: boolean;
  busy?: boolean;
  onClick: () => void;
}

/** The round forward and back controls (48 px, a visible focus ring). */
export function CircleButton({
  direction,
  label,
  showLabel = false,
  busy = false,
  onClick,
}: CircleButtonProps) {
  const styles = useStyles();
  const Icon = direction === 'back' ? ArrowLeftRegular : ArrowRightRegular;
  return (
    <button
      type="button"
      className={mergeClasses(
        styles.base,
        showLabel ? styles.labelled : styles.circle,
        direction === 'next' ? styles.primary : styles.secondary,
        busy && styles.busy,
      )}
      aria-label={showLabel ? undefined : label}
      aria-disabled={busy || undefined}
      onClick={onClick}
      data-testid={direction === 'back' ? 'wizard-back' : 'wizard-next'}
    >
      <Icon className={styles.icon} aria-hidden />
      {showLabel && <span>{label}</span>}
    </button>
  );
}

interface WizardSubmitButtonProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The submit step's button in place of the forward circle: 'Submit', 'Submitting...' while it runs. */
export function WizardSubmitButton({ label, pendingLabel, pending, onClick, ref }: WizardSubmitButtonProps) {
  const styles = useStyles();
  return (
    <button
      ref={ref}
      type="button"
      className={mergeClasses(styles.base, styles.submit, styles.primary, pending && styles.busy)}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={onClick}
      data-testid="wizard-submit"
    >
      {pending && <Spinner size="tiny" appearance="inverted" aria-hidden />}
      {pending ? pendingLabel : label}
    </button>
  );
}
