import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A staff list's query string and a way to change it. A change replaces the history entry: stepping
 * back leaves the list instead of walking through each filter typed.
 */
export function useAddressParams(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}
