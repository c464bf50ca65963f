import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCharters } from '../../api/charters.ts';
import { useAgreementTranslation } from '../../api/lelo-templates/get-agreement-translation.ts';
import { EditPageContent } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AgreementTranslationForm } from './agreement-translation-form.tsx';
import './register.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';

const OPTIONS_PREFIX = '/edit-courses/';

/** Where the back link goes: the Learning Center Options address it came from (only that), else the sessions. */
function backPathOf(back: string | null): string {
  return back?.startsWith(OPTIONS_PREFIX) ? back : '/intersession';
}

/**
 * /agreement-translation/{charterId} (Contributor and up, the charter's staff): the Spanish text of the
 * charter's master agreement, entered beside the English one. Reached from Learning Center Options.
 */
export function AgreementTranslationPage() {
  const { t } = useTranslation('siteSetup');
  const styles = useTemplatePageStyles();
  const { charterId = '' } = useParams();
  const [search] = useSearchParams();
  const back = search.get('back');
  const query = useAgreementTranslation(charterId);
  const charterName = useCharters().data?.find((charter) => charter._id === charterId)?.name;
  return (
    <div className={styles.root}>
      <Link to={backPathOf(back)} className={styles.back}>
        {back?.startsWith(OPTIONS_PREFIX) ? t('agreement.back') : t('options.back')}
      </Link>
      <h1 className={styles.title}>{t('agreement.title')}</h1>
      {charterName ? <p className={styles.center}>{charterName}</p> : null}
      <p className={styles.center}>{t('agreement.intro')}</p>
      <EditPageContent
        query={query}
        loadingLabel={t('agreement.loading')}
        notFoundText={t('agreement.notFound')}
        loadFailedText={t('agreement.loadFailed')}
        notFoundStatuses={[400, 404]}
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
      </EditPageContent>
    </div>
  );
}
