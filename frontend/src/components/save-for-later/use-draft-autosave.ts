import { EMAIL_PATTERN } from '@enroll/domain';
import { useEffect, useRef } from 'react';
import { type DraftSnapshot, saveDraft } from '../../api/drafts/save-draft.ts';
import { updateCurrentDraft } from '../../api/drafts/update-current-draft.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hasServerDraft, markServerDraft } from './server-draft-storage.ts';

/**
 * After the draft was saved on the server (or restored from a link), each move to another step saves
 * it again (PUT /api/drafts/current with the session cookie). A 404 means the session is gone (the
 * draft expired, or the tab's session was replaced): the autosave stops until the next save. Other
 * failures are left for the next step: the wizard never waits for it.
 *
 * One save at a time: the server refuses a save that overlaps another (it replaces the draft only if
 * unchanged since it read it), so quick moves (Back, Next, Back, Next) would lose the newest step. A
 * move while a save is under way waits for it, then saves the wizard as it is by then: the last step
 * is always the one saved.
 *
 * `startWith` (an interest link's wizard): the family's address; the first move then saves the draft
 * without e-mailing a link, so the same link opens the draft and its step on this device again.
 */
export function useDraftAutosave(
  wizardKey: string,
  step: string | number,
  snapshot: () => DraftSnapshot,
  startWith: string | null = null,
): void {
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const address = useRef(startWith);
  address.current = startWith;
  const first = useRef(true);
  const saving = useRef(false);
  const again = useRef(false);

  /** The wizard as it is now, saved; never throws. */
  const saveOnce = async (): Promise<void> => {
    if (!hasServerDraft(wizardKey)) {
      const email = address.current?.trim() ?? '';
      if (!EMAIL_PATTERN.test(email)) return;
      await saveDraft({ ...latest.current(), email, sendLink: false })
        .then(() => markServerDraft(wizardKey, true))
        .catch(() => undefined);
      return;
    }
    await updateCurrentDraft(latest.current()).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) markServerDraft(wizardKey, false);
    });
  };
  const save = (): void => {
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    void saveOnce().finally(() => {
      saving.current = false;
      if (!again.current) return;
      again.current = false;
      save();
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the moment to save
  useEffect(() => {
    // The step the wizard opened on is already what the server has.
    if (first.current) {
      first.current = false;
      return;
    }
    save();
  }, [wizardKey, step]);
}
