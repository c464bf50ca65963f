import { useEffect, useRef } from 'react';
import type { DraftSnapshot } from '../../api/drafts/save-draft.ts';
import { loadOnce } from '../../lib/load-once.ts';

/** The save itself loads with the first move: a family's first screen does not download it. */
const loadSaver = loadOnce(() => import('./save-draft-now.ts'));

/**
 * After the draft was saved on the server (or restored from a link), each move to another step saves
 * it again (PUT /api/drafts/current with the session cookie; `saveDraftNow`). The wizard never waits
 * for it.
 *
 * One save at a time, each of the wizard as it is when it is sent: the server refuses a save that
 * overlaps another (it replaces the draft only if unchanged since it read it), so quick moves (Back,
 * Next, Back, Next) sent side by side lost the newest step. In a queue, the last save is of the last
 * step.
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
  const queue = useRef(Promise.resolve());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the moment to save
  useEffect(() => {
    // The step the wizard opened on is already what the server has.
    if (first.current) {
      first.current = false;
      return;
    }
    queue.current = queue.current
      .then(async () => (await loadSaver()).saveDraftNow(wizardKey, latest.current(), address.current))
      // A save module that did not load (the network gone a moment) is tried again at the next move.
      .catch(() => undefined);
  }, [wizardKey, step]);
}
