import { REGISTRATION_PROGRESS_STEPS } from '@enroll/domain';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Checkmark12Filled } from '@fluentui/react-icons';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisuallyHiddenStyles } from '../visually-hidden/visually-hidden.ts';
import { enRegistrationProgress } from './i18n/en.ts';

registerMessages('registrationProgress', enRegistrationProgress);

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: `repeat(${REGISTRATION_PROGRESS_STEPS.length}, minmax(0, 1fr))`,
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  step: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalXS,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  dot: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  doneDot: {
    backgroundColor: tokens.colorBrandBackground,
    border: `2px solid ${tokens.colorBrandBackground}`,
  },
  currentDot: { border: `2px solid ${tokens.colorBrandBackground}` },
  reached: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  // A word wider than its quarter of a phone's modal ('Registration' in bold) breaks inside its own
  // column instead of running into the next step's label.
  label: { minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere', hyphens: 'auto' },
});

/**
 * A registration's four-step progress bar (progressLevel 0 submit, 1 process,
 * 2 orientation ready, 3 enrollment complete), on the detail screen and in the post-registration
 * modal: the steps before `current` are done, `current` is the step the registration is at
 * (aria-current), the rest are to come. An ordered list, so screen readers read the steps in order.
 */
export function RegistrationProgress({ current }: { current: number }) {
  const { t } = useTranslation('registrationProgress');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  return (
    <ol className={styles.bar} aria-label={t('label')} data-testid="registration-progress">
      {REGISTRATION_PROGRESS_STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={mergeClasses(styles.step, state !== 'todo' && styles.reached)}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              aria-hidden
              className={mergeClasses(
                styles.dot,
                state === 'done' && styles.doneDot,
                state === 'current' && styles.currentDot,
              )}
            >
              {state === 'done' ? <Checkmark12Filled /> : null}
            </span>
            <span className={styles.label}>
              {step}
              {state === 'done' ? <span className={hidden.root}> {t('done')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
