import { useParams } from 'react-router-dom';
import { AgreementTranslationForm } from './agreement-translation-form.tsx';
import { useAgreementTranslation } from './api/get-agreement-translation.ts';
import { CharterTranslationFrame } from './charter-translation-frame.tsx';

/**
 * /agreement-translation/{charterId} (Contributor and up, the charter's staff): the Spanish text of the
 * charter's master agreement, entered beside the English one. Reached from Learning Center Options.
 */
export function AgreementTranslationPage() {
  const { charterId = '' } = useParams();
  const query = useAgreementTranslation(charterId);
  return (
    <CharterTranslationFrame section="agreement" charterId={charterId} query={query}>
      {(loaded, onReload) => (
        <AgreementTranslationForm charterId={charterId} loaded={loaded} onReload={onReload} />
      )}
    </CharterTranslationFrame>
  );
}
