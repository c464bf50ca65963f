import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ConfirmationTemplateEditor } from './confirmation-template-form.tsx';
import './register.ts';
import { optionsPathOf, setupTargetOfParams } from './setup-target.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';

/**
 * /edit-confirmation/{charterId}/{name}/{courseId}/{permalink}/{id} (Contributor and up): the
 * confirmation message of a learning center (courseId, the site id) in a session (id). The Learning
 * Center Options screen shows the same form in a dialog.
 */
export function ConfirmationTemplatePage() {
  const { t } = useTranslation('siteSetup');
  const styles = useTemplatePageStyles();
  const target = setupTargetOfParams(useParams());
  return (
    <div className={styles.root}>
      <Link to={optionsPathOf(target)} className={styles.back}>
        {t('confirmation.back')}
      </Link>
      <h1 className={styles.title}>{t('confirmation.title')}</h1>
      <p className={styles.center}>{target.learningCenterName}</p>
      <ConfirmationTemplateEditor target={target} />
    </div>
  );
}
