import { Spinner } from '@fluentui/react-components';
import { LoadFailed } from '../../../../components/load-failed/load-failed.tsx';
import { isBlankHtml } from '../../../../components/sanitized-html/sanitize-html.ts';
import { SanitizedHtml } from '../../../../components/sanitized-html/sanitized-html.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useMasterAgreement } from '../../api/get-master-agreement.ts';
import { useAgreementStyles } from './agreement-styles.ts';

/**
 * The charter's master agreement, sanitized, in a scrolling region a keyboard can reach and scroll;
 * 'Agreement Loading...', 'Error loading the Agreement content.' or 'No agreement available for this course.' otherwise.
 */
export function AgreementText({ charterId }: { charterId: string }) {
  const { t } = useTranslation('leloAgreement');
  const styles = useAgreementStyles();
  const query = useMasterAgreement(charterId);
  if (query.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isSuccess) {
    if (isBlankHtml(query.data)) return <p className={styles.note}>{t('empty')}</p>;
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard.
      <section aria-label={t('agreementLabel')} tabIndex={0} className={styles.agreement}>
        <SanitizedHtml html={query.data} />
      </section>
    );
  }
  if (charterId === '') return <p className={styles.note}>{t('empty')}</p>;
  return <Spinner size="small" label={t('loading')} />;
}
