import { EMAIL_PATTERN } from '@enroll/domain';
import { type DraftSnapshot, saveDraft } from '../../api/drafts/save-draft.ts';
import { updateCurrentDraft } from '../../api/drafts/update-current-draft.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hasServerDraft, markServerDraft } from './server-draft-storage.ts';

/**
 * One autosave of the wizard (see useDraftAutosave): PUT /api/drafts/current once the draft is on the
 * server, else a first save without a link to `startWith` (an interest link's address). A 404 stops
 * the autosave until the next save; other failures are left for the next move. Never throws.
 */
export async function saveDraftNow(
  wizardKey: string,
  snapshot: DraftSnapshot,
  startWith: string | null,
): Promise<void> {
  if (!hasServerDraft(wizardKey)) {
    const email = startWith?.trim() ?? '';
    if (!EMAIL_PATTERN.test(email)) return;
    await saveDraft({ ...snapshot, email, sendLink: false })
      .then(() => markServerDraft(wizardKey, true))
      .catch(() => undefined);
    return;
  }
  await updateCurrentDraft(snapshot).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) markServerDraft(wizardKey, false);
  });
}
