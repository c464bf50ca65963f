import type { ReactNode } from 'react';
import { EditPageFrame, type EditPageQuery } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SESSIONS_PATH } from './session-form.tsx';

/**
 * The frame of /addLELO and /editLELO: the title and the link back to the sessions, then the form once
 * its reads are in. A new session has nothing that is not found, so a failed read says it failed.
 */
export function SessionPageFrame<T>({
  mode,
  query,
  children,
}: {
  mode: 'add' | 'edit';
  query: EditPageQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('sessions');
  return (
    <EditPageFrame
      title={t(mode === 'add' ? 'form.addTitle' : 'form.editTitle')}
      backTo={SESSIONS_PATH}
      backLabel={t('form.back')}
      query={query}
      loadingLabel={t('form.loading')}
      notFoundText={t(mode === 'add' ? 'form.loadFailed' : 'form.notFound')}
      loadFailedText={t('form.loadFailed')}
    >
      {children}
    </EditPageFrame>
  );
}
