import { useEffect, useState } from 'react';

/** Below this width a table needs sideways scrolling, so the lists start in the grid (cards) view. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

function matches(): boolean {
  // jsdom and old browsers have no matchMedia: treat them as wide.
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** True while the viewport is narrower than 768 px. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(NARROW_SCREEN_QUERY);
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
