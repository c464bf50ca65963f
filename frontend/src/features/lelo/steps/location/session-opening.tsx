import { sessionNameIn } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useLanguage } from '../../../../i18n/use-language.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { familyDate } from '../../lelo-dates.ts';
import { useLeloWizard } from '../../lelo-wizard-context.tsx';

/** How long the 7 steps take a family, said before they start. */
export const LELO_MINUTES = 15;

const useStyles = makeStyles({
  opening: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  line: { margin: 0 },
  needs: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/**
 * The first step's opening: the session's name (its Spanish name for a Spanish-speaking family when
 * the school wrote one), its enrollment window and school year (dates in the family's language), and
 * what the family will need (the courses, the signatures, about how long).
 */
export function SessionOpening() {
  const { t } = useTranslation('lelo');
  const language = useLanguage();
  const styles = useStyles();
  const headingId = useId();
  const { session } = useLeloWizard();
  const date = (value: string) => familyDate(value, language);
  const name = sessionNameIn(session, language);
  return (
    <section className={styles.opening} aria-labelledby={headingId} data-testid="lelo-opening">
      <h2 id={headingId} className={styles.name} lang={name.lang === language ? undefined : name.lang}>
        {name.text}
      </h2>
      <p className={styles.line}>
        {t('opening.enrollmentWindow', {
          start: date(session.enrollmentStart),
          end: date(session.enrollmentEnd),
        })}
      </p>
      <p className={styles.line}>
        {t('opening.schoolYear', {
          schoolYear: session.schoolYear,
          start: date(session.schoolYearStartDate),
          end: date(session.schoolYearEndDate),
        })}
      </p>
      <p className={styles.line}>{t('opening.needsLead', { minutes: LELO_MINUTES })}</p>
      <ul className={styles.needs}>
        <li>{t('opening.needCourses')}</li>
        <li>{t('opening.needStudentSignature')}</li>
        <li>{t('opening.needParentSignature')}</li>
      </ul>
    </section>
  );
}
