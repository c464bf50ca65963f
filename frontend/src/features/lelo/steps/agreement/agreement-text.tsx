import { LoadFailed } from '../../../../components/load-failed/load-failed.tsx';
import { LoadingSpinner } from '../../../../components/page-state/loading-spinner.tsx';
import { isBlankHtml } from '../../../../components/sanitized-html/sanitize-html.ts';
import { SanitizedHtml } from '../../../../components/sanitized-html/sanitized-html.tsx';
import { useLanguage } from '../../../../i18n/use-language.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useMasterAgreement } from '../../api/get-master-agreement.ts';
import { useAgreementStyles } from './agreement-styles.ts';

/**
 * The charter's master agreement, sanitized, in a scrolling region a keyboard can reach and scroll;
 * 'Agreement Loading...', 'Error loading the Agreement content.' or 'No agreement available for this course.' otherwise.
 * Staff write the agreement in one language (Learning Center Options): a family reading another one
 * is told it is shown as the school wrote it (the region is marked English for screen readers).
 */
export function AgreementText({ charterId }: { charterId: string }) {
  const { t } = useTranslation('leloAgreement');
  const language = useLanguage();
  const styles = useAgreementStyles();
  const query = useMasterAgreement(charterId);
  if (query.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isSuccess) {
    if (isBlankHtml(query.data)) return <p className={styles.note}>{t('empty')}</p>;
    return (
      <>
        {language !== 'en' && (
          <p className={styles.note} data-testid="lelo-agreement-language">
            {t('agreementLanguageNote')}
          </p>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard. */}
        <section aria-label={t('agreementLabel')} tabIndex={0} className={styles.agreement}>
          <div lang="en">
            <SanitizedHtml html={query.data} />
          </div>
        </section>
      </>
    );
  }
  if (charterId === '') return <p className={styles.note}>{t('empty')}</p>;
  return <LoadingSpinner size="small" label={t('loading')} />;
}
