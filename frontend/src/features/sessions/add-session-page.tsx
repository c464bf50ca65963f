import { useSessions } from '../../api/sessions/get-sessions.ts';
import { EditPageFrame } from '../../components/edit-page/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCreateSession } from './api/create-session.ts';
import { enSessions } from './i18n/en.ts';
import { SESSIONS_PATH, SessionForm } from './session-form.tsx';

registerMessages('sessions', enSessions);

/**
 * /addLELO ('Add LELO Registration', Admin and up): a new session. The form waits for the sessions
 * list, which the live duplicate-name check compares against.
 */
export function AddSessionPage() {
  const { t } = useTranslation('sessions');
  const sessions = useSessions();
  const create = useCreateSession();
  return (
    <EditPageFrame
      title={t('form.addTitle')}
      backTo={SESSIONS_PATH}
      backLabel={t('form.back')}
      query={sessions}
      loadingLabel={t('form.loading')}
      notFoundText={t('form.loadFailed')}
      loadFailedText={t('form.loadFailed')}
    >
      {(list) => (
        <SessionForm mode="add" sessions={list} save={create.mutateAsync} saving={create.isPending} />
      )}
    </EditPageFrame>
  );
}
