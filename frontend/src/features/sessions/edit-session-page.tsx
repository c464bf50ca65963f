import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useSessions } from '../../api/sessions/get-sessions.ts';
import { sessionKeys } from '../../api/sessions/session-keys.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useStaffSession } from './api/get-staff-session.ts';
import { useUpdateSession } from './api/update-session.ts';
import { enSessions } from './i18n/en.ts';
import { SessionForm } from './session-form.tsx';
import { SessionPageFrame } from './session-page-frame.tsx';

registerMessages('sessions', enSessions);

/**
 * /editLELO/{id} ('Edit LELO Registration', Admin and up): the session saved with the ETag of its
 * read. An unknown id says there is none.
 */
export function EditSessionPage() {
  const { id = '' } = useParams();
  const read = useStaffSession(id);
  const sessions = useSessions();
  const update = useUpdateSession();
  const queryClient = useQueryClient();
  // The form waits for both reads: the session and the list its name must differ from.
  const both = {
    isPending: read.isPending || sessions.isPending,
    isError: read.isError || sessions.isError,
    error: read.error ?? sessions.error,
    data: read.data && sessions.data ? { loaded: read.data, list: sessions.data } : undefined,
    refetch: () => Promise.all([read.refetch(), sessions.refetch()]),
  };
  return (
    <SessionPageFrame mode="edit" query={both}>
      {({ loaded, list }) => (
        <SessionForm
          // A reload after a conflict starts the form afresh from the session as it now is.
          key={loaded.etag ?? read.dataUpdatedAt}
          mode="edit"
          session={loaded.session}
          sessions={list}
          save={(values) => update.mutateAsync({ id, values, etag: loaded.etag })}
          saving={update.isPending}
          onReload={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(id) })}
        />
      )}
    </SessionPageFrame>
  );
}
