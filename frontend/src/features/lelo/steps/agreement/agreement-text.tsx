import { htmlParagraphs } from '@enroll/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { LoadFailed } from '../../../../components/load-failed/load-failed.tsx';
import { LoadingSpinner } from '../../../../components/page-state/loading-spinner.tsx';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import { useMasterAgreement } from '../../api/get-master-agreement.ts';
import { useAgreementStyles } from './agreement-styles.ts';

interface AgreementTextProps {
  charterId: string;
  /**
   * Called after each render of the text with the paragraphs as the page shows them (read back from
   * the page), so the signing hashes what the family was actually shown; [] when there is no text.
   */
  onShown: (paragraphs: string[]) => void;
}

/**
 * The charter's master agreement in the family's language where the school translated it (else in
 * English, with a one-line note), as the plain paragraphs the signed PDF prints, in a scrolling region
 * a keyboard can reach and scroll; 'Agreement Loading...', 'Error loading the Agreement content.' or
 * 'No agreement available for this course.' otherwise.
 */
export function AgreementText({ charterId, onShown }: AgreementTextProps) {
  const { t } = useTranslation('leloAgreement');
  const styles = useAgreementStyles();
  const query = useMasterAgreement(charterId);
  const paragraphs = useMemo(() => (query.data ? htmlParagraphs(query.data.html) : []), [query.data]);
  const region = useRef<HTMLElement>(null);
  const shown = query.isSuccess;
  useLayoutEffect(() => {
    if (!shown) return;
    const rendered = paragraphs.length === 0 ? [] : (region.current?.querySelectorAll('p') ?? []);
    onShown(Array.from(rendered, (paragraph) => paragraph.textContent ?? ''));
  }, [shown, paragraphs, onShown]);

  if (query.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isSuccess) {
    if (paragraphs.length === 0) return <p className={styles.note}>{t('empty')}</p>;
    return (
      <>
        {query.data.untranslated && (
          <p className={styles.note} data-testid="lelo-agreement-language">
            {t('untranslatedNote')}
          </p>
        )}
        <section
          ref={region}
          aria-label={t('agreementLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard.
          tabIndex={0}
          className={styles.agreement}
          lang={query.data.language}
        >
          {paragraphs.map((paragraph, index) => (
            // The paragraphs are the text itself: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph may repeat word for word.
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      </>
    );
  }
  if (charterId === '') return <p className={styles.note}>{t('empty')}</p>;
  return <LoadingSpinner size="small" label={t('loading')} />;
}
