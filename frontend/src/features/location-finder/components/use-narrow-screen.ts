import { useSyncExternalStore } from 'react';

/** The specification's mobile breakpoint: 768 px or less is a narrow screen. */
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return mediaQuery()?.matches ?? false;
}

/** True on screens 768 px wide or less; follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
