import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../api/lelo-staff/lelo-entry-keys.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { EditLeloForm } from './edit-lelo-form.tsx';
import { enLeloEdit } from './i18n/en.ts';

registerMessages('leloEdit', enLeloEdit);

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
 * /editLeloForm/{id} ('Edit Lelo Form', Contributor and up): the entry's editable fields, saved with
 * the ETag of the read. An unknown entry (or another charter's: 404 too) says there is none.
 */
export function EditLeloPage() {
  const { t } = useTranslation('leloEdit');
  const styles = useStyles();
  const { id = '' } = useParams();
  const lelo = useLeloEntry(id);
  const queryClient = useQueryClient();

  let content = null;
  if (lelo.isPending) content = <PageLoading label={t('loading')} />;
  else if (lelo.isError) {
    content =
      lelo.error instanceof ApiError && lelo.error.status === 404 ? (
        <p className={styles.message}>{t('notFound')}</p>
      ) : (
        <LoadFailed message={t('loadFailed')} onRetry={() => void lelo.refetch()} />
      );
  } else {
    content = (
      <EditLeloForm
        // A reload after a conflict starts the form afresh from the entry as it now is.
        key={lelo.data.etag ?? lelo.dataUpdatedAt}
        id={id}
        loaded={lelo.data}
        onReload={() => void queryClient.invalidateQueries({ queryKey: leloEntryKeys.detail(id) })}
      />
    );
  }
  return (
    <div className={styles.root}>
      <Link to={`/lelo-forms/${encodeURIComponent(id)}`} className={styles.back}>
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      {content}
    </div>
  );
}
