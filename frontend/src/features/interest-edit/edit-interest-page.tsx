import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useInterest } from '../../api/interests/get-interest.ts';
import { interestKeys } from '../../api/interests/query-keys.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { EditInterestForm } from './components/edit-interest-form.tsx';
import { enInterestEdit } from './i18n/en.ts';

registerMessages('interestEdit', enInterestEdit);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '960px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  message: { margin: 0 },
  back: { color: tokens.colorBrandForegroundLink, justifySelf: 'start' },
});

/**
 * /editInterestForm/{id} (Contributor and up): the entry's fields in one form, saved with the ETag of
 * the read; an unknown entry (or another charter's: 404 too) shows 'No data available for this entry.'
 */
export function EditInterestPage() {
  const { t } = useTranslation('interestEdit');
  const styles = useStyles();
  const { id = '' } = useParams();
  const interest = useInterest(id);
  const queryClient = useQueryClient();

  let content = null;
  if (interest.isPending) content = <PageLoading label={t('loading')} />;
  else if (interest.isError) {
    content =
      interest.error instanceof ApiError &&
      (interest.error.status === 404 || interest.error.status === 400) ? (
        <p className={styles.message}>{t('notFound')}</p>
      ) : (
        <LoadFailed message={t('loadFailed')} onRetry={() => void interest.refetch()} />
      );
  } else {
    content = (
      <EditInterestForm
        // A reload after a conflict starts the form afresh from the entry as it now is.
        key={interest.data.etag ?? interest.dataUpdatedAt}
        id={id}
        loaded={interest.data}
        onReload={() => void queryClient.invalidateQueries({ queryKey: interestKeys.detail(id) })}
      />
    );
  }
  return (
    <div className={styles.root}>
      <Link to={`/interest-forms/${encodeURIComponent(id)}`} className={styles.back}>
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      {content}
    </div>
  );
}
