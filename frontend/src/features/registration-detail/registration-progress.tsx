import { progressStepOf, REGISTRATION_PROGRESS_STEPS, type RegistrationRecord } from '@enroll/domain';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Circle20Regular } from '@fluentui/react-icons';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden/visually-hidden.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderTop: `4px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
  reached: {
    borderTopColor: tokens.colorBrandStroke1,
    color: tokens.colorNeutralForeground1,
  },
  current: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The progress bar of a registration: the four steps of progressLevel (0 submit … 3 enrollment
 * complete), the reached ones marked, the current one as aria-current="step".
 */
export function RegistrationProgress({ record }: { record: Pick<RegistrationRecord, 'progressLevel'> }) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const current = progressStepOf(record);
  return (
    <nav aria-label={t('progressLabel')}>
      <ol className={styles.list}>
        {REGISTRATION_PROGRESS_STEPS.map((step, index) => {
          const reached = index <= current;
          return (
            <li
              key={step}
              className={mergeClasses(
                styles.step,
                reached && styles.reached,
                index === current && styles.current,
              )}
              aria-current={index === current ? 'step' : undefined}
              data-reached={reached}
            >
              {reached ? <CheckmarkCircle20Filled aria-hidden /> : <Circle20Regular aria-hidden />}
              {step}
              <span className={hidden.root}>{` (${reached ? t('stepReached') : t('stepNotReached')})`}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
