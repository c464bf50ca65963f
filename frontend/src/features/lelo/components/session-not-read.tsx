import { LoadFailed } from '../../../components/load-failed/load-failed.tsx';
import { PageLoading } from '../../../components/page-state/page-loading.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LeloNotice, NoticeLink } from './lelo-notice.tsx';

/** The read of the session by its permalink, as its query gives it. */
interface SessionRead {
  error: Error | null;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The page while it has no session: an unknown permalink (404) says so with a link home, another
 * failure offers a retry, and until the answer comes the page says it is loading.
 */
export function SessionNotRead({ session }: { session: SessionRead }) {
  const { t } = useTranslation('lelo');
  if (session.error instanceof ApiError && session.error.status === 404)
    return (
      <LeloNotice title={t('notFound.title')} testId="lelo-not-found">
        <p>{t('notFound.body')}</p>
        <NoticeLink to="/">{t('homeLink')}</NoticeLink>
      </LeloNotice>
    );
  if (session.isError)
    return <LoadFailed message={t('sessionLoadFailed')} onRetry={() => void session.refetch()} />;
  return <PageLoading label={t('loadingSession')} />;
}
