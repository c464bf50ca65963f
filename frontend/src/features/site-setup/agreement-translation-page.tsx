import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AgreementTranslationForm } from './agreement-translation-form.tsx';
import { useAgreementTranslation } from './api/get-agreement-translation.ts';
import { CharterTranslationFrame } from './charter-translation-frame.tsx';

/**
 * /agreement-translation/{charterId} (Contributor and up, the charter's staff): the Spanish text of the
 * charter's master agreement, entered beside the English one. Reached from Learning Center Options.
 */
export function AgreementTranslationPage() {
  const { t } = useTranslation('siteSetup');
  const { charterId = '' } = useParams();
  const query = useAgreementTranslation(charterId);
  return (
    <CharterTranslationFrame
      charterId={charterId}
      title={t('agreement.title')}
      intro={t('agreement.intro')}
      query={query}
      loadingLabel={t('agreement.loading')}
      loadFailedText={t('agreement.loadFailed')}
    >
      {(loaded) => (
        <AgreementTranslationForm
          // A reload after a conflict, or a save, starts the form afresh from the stored text.
          key={loaded.etag ?? query.dataUpdatedAt}
          charterId={charterId}
          loaded={loaded}
          onReload={() => void query.refetch()}
        />
      )}
    </CharterTranslationFrame>
  );
}
