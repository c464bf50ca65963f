import { useSessions } from '../../api/sessions/get-sessions.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useCreateSession } from './api/create-session.ts';
import { enSessions } from './i18n/en.ts';
import { SessionForm } from './session-form.tsx';
import { SessionPageFrame } from './session-page-frame.tsx';

registerMessages('sessions', enSessions);

/**
 * /addLELO ('Add LELO Registration', Admin and up): a new session. The form waits for the sessions
 * list, which the live duplicate-name check compares against.
 */
export function AddSessionPage() {
  const sessions = useSessions();
  const create = useCreateSession();
  return (
    <SessionPageFrame mode="add" query={sessions}>
      {(list) => (
        <SessionForm mode="add" sessions={list} save={create.mutateAsync} saving={create.isPending} />
      )}
    </SessionPageFrame>
  );
}
