import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmailTemplateEditor } from './email-template-form.tsx';
import './register.ts';
import { optionsPathOf, setupTargetOfParams } from './setup-target.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';

/**
 * /edit-email-confirmation/{charterId}/{name}/{courseId}/{permalink}/{id} (Contributor and up): the
 * notification e-mail settings of a learning center in a session. The Learning Center Options screen
 * shows the same form in a dialog.
 */
export function EmailTemplatePage() {
  const { t } = useTranslation('siteSetup');
  const styles = useTemplatePageStyles();
  const target = setupTargetOfParams(useParams());
  return (
    <div className={styles.root}>
      <Link to={optionsPathOf(target)} className={styles.back}>
        {t('email.back')}
      </Link>
      <h1 className={styles.title}>{t('email.title')}</h1>
      <p className={styles.center}>{target.learningCenterName}</p>
      <EmailTemplateEditor target={target} />
    </div>
  );
}
