import { useEffect, useRef } from 'react';
import type { DraftSnapshot } from '../../api/drafts/save-draft.ts';
import { updateCurrentDraft } from '../../api/drafts/update-current-draft.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hasServerDraft, markServerDraft } from './server-draft-storage.ts';

/**
 * After the draft was saved on the server (or restored from a link), each move to another step saves
 * it again (PUT /api/drafts/current with the session cookie). A 404 means the session is gone (the
 * draft expired, or the tab's session was replaced): the autosave stops until the next save. Other
 * failures are left for the next step: the wizard never waits for it.
 */
export function useDraftAutosave(
  wizardKey: string,
  step: string | number,
  snapshot: () => DraftSnapshot,
): void {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the moment to save
  useEffect(() => {
    // The step the wizard opened on is already what the server has.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hasServerDraft(wizardKey)) return;
    updateCurrentDraft(latest.current()).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) markServerDraft(wizardKey, false);
    });
  }, [wizardKey, step]);
}
