import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVisuallyHiddenStyles } from '../../../components/visually-hidden/visually-hidden.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const STEPS = ['match', 'orientation'] as const;

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase200,
  },
  reached: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  reachedNumber: {
    backgroundColor: tokens.colorBrandBackground,
    border: `2px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/**
 * The two steps of Process Registration ('Student Match Check', 'Schedule/Confirm Orientation'):
 * `current` is the step shown (2 when both are done), read by screen readers as the current step.
 */
export function ProcessSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  return (
    <ol className={styles.list} aria-label={t('process.steps.label')} data-testid="process-steps">
      {STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={mergeClasses(styles.step, state !== 'todo' && styles.reached)}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            <span
              className={mergeClasses(styles.number, state !== 'todo' && styles.reachedNumber)}
              aria-hidden
            >
              {index + 1}
            </span>
            {t(`process.steps.${step}`)}
            <span className={hidden.root}>{` (${t(`process.stepState.${state}`)})`}</span>
          </li>
        );
      })}
    </ol>
  );
}
