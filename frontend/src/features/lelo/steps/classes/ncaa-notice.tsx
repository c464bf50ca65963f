import { useId } from 'react';
import { CheckboxField } from '../../../../components/form-fields/checkbox-field.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useClassesStyles } from './classes-styles.ts';

/** The NCAA notice of a high school NCAA-approved course and its required 'I Understand' box. */
export function NcaaNotice() {
  const { t } = useTranslation('leloClasses');
  const styles = useClassesStyles();
  const headingId = useId();
  return (
    <section className={styles.ncaa} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.ncaaHeading}>
        {t('ncaa.heading')}
      </h2>
      <p className={styles.ncaaText}>{t('ncaa.notice')}</p>
      <CheckboxField name="understood1" label={t('ncaa.understand')} required />
    </section>
  );
}
