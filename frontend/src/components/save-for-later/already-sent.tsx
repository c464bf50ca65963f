import { longDateOfInstant } from '@enroll/domain';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register-saved-forms.ts';

/**
 * 'This form was already sent on November 23, 2026.': the day a saved form was sent (its business
 * day, written out in the page's language), as its old link and 'Continue a saved form' say it.
 */
export function AlreadySent({ submittedAt }: { submittedAt: string }) {
  const { t } = useTranslation('savedForms');
  const language = useLanguage();
  return <>{t('alreadySent', { date: longDateOfInstant(submittedAt, language) })}</>;
}
