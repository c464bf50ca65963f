import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/page-state/page-loading.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { useVersionShortcut } from './use-version-shortcut.ts';

export function RootLayout() {
  const { t } = useTranslation();
  useVersionShortcut();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
