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
