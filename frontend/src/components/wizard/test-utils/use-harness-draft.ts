import { useCallback, useRef, useState } from 'react';

/**
 * The draft of a step rendered alone in a test, held as a wizard holds its own: the latest in a ref,
 * so two updates in one event both count, and each update handed to `onDraft` (the test reads the
 * draft as last saved from there).
 */
export function useHarnessDraft<Draft extends object>(initial: Draft, onDraft: (draft: Draft) => void) {
  const [draft, setDraft] = useState(initial);
  const latest = useRef(initial);
  const update = useCallback(
    (partial: Partial<Draft>) => {
      latest.current = { ...latest.current, ...partial };
      setDraft(latest.current);
      onDraft(latest.current);
    },
    [onDraft],
  );
  return { draft, update };
}

/**
 * What a test reads of a step rendered alone: the draft as last handed to `onDraft` (`draft()`) and
 * the levels `onMove` was called with (`moves`), the harness's wizard calling both.
 */
export function harnessRecord<Draft extends object>(initial: Draft) {
  let saved = initial;
  const moves: number[] = [];
  return {
    initial,
    onDraft: (next: Draft) => {
      saved = next;
    },
    onMove: (level: number) => {
      moves.push(level);
    },
    draft: () => saved,
    moves,
  };
}
