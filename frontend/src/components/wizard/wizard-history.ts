/**
 * How a wizard's moves become history entries, so the phone's Back button walks the steps as the
 * wizard's own Back does. Forward pushes an entry that remembers the level it came from; the wizard's
 * Back returns to that entry when it is the step before (history back: the phone's Back and Forward
 * then keep matching the steps), and otherwise replaces the entry on screen (no step is added after
 * the one it leaves, so Back never has to walk forward again).
 */

export type HistoryMove = { kind: 'push'; from: number } | { kind: 'back' } | { kind: 'replace' };

/** The level the history entry's wizard move came from (`wizardFrom` in its state); null when unknown. */
export function levelCameFrom(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const from: unknown = Reflect.get(state, 'wizardFrom');
  return typeof from === 'number' && Number.isInteger(from) && from >= 0 ? from : null;
}

/** The history move for a wizard move from `from` to `to`, on an entry whose state is `state`. */
export function historyMove(from: number, to: number, state: unknown): HistoryMove {
  if (to > from) return { kind: 'push', from };
  return levelCameFrom(state) === to ? { kind: 'back' } : { kind: 'replace' };
}

/**
 * The history state the resume page (/resume#token=) opens a wizard with. Its own entry is replaced
 * (the token is spent), so the saved step has no entry of the step before: the wizard makes one
 * (replaces this entry with the step before, then pushes the saved step), so the wizard's Back and the
 * phone's Back both go to the step before, never to /resume.
 */
export const RESUMED_STATE = { wizardResumed: true } as const;

/** Whether the history entry was opened by the resume page (see RESUMED_STATE). */
export function wasResumed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'wizardResumed') === true;
}
