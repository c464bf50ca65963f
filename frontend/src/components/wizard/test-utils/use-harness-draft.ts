import { useCallback, useRef, useState } from 'react';

/**
 * What a test reads of a step rendered alone: the draft as last handed to `onDraft` (`draft()`) and
 * the levels `onMove` was called with (`moves`), the harness calling both.
 */
export interface HarnessRecord<Draft extends object> {
  /** The draft the step starts from. */
  initial: Draft;
  onDraft: (draft: Draft) => void;
  onMove: (level: number) => void;
  draft: () => Draft;
  moves: number[];
}

/** A record starting from `initial`, for one rendering of a step. */
export function harnessRecord<Draft extends object>(initial: Draft): HarnessRecord<Draft> {
  let saved = initial;
  const moves: number[] = [];
  return {
    initial,
    onDraft: (next) => {
      saved = next;
    },
    onMove: (level) => {
      moves.push(level);
    },
    draft: () => saved,
    moves,
  };
}

/**
 * The draft of a step rendered alone in a test, held as a wizard holds its own: the latest in a ref,
 * so two updates in one event both count, and each update handed to the record's `onDraft` (the test
 * reads the draft as last saved from there).
 */
export function useHarnessDraft<Draft extends object>({ initial, onDraft }: HarnessRecord<Draft>) {
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
