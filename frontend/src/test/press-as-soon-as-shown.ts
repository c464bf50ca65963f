import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Clicks what `find` returns the moment a render draws it, before React runs that render's effects:
 * as a family's tap can come on a slow phone. The click is made from the DOM's own notification of
 * the change, and until then React's scheduler reads a clock that runs 10 ms a call, so it yields
 * after every piece of work and leaves the render's effects for a later task. Call it before the
 * render; it resolves once it has clicked.
 */
export function pressAsSoonAsShown(find: () => HTMLElement | null): Promise<void> {
  let now = performance.now();
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
    now += 10;
    return now;
  });
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const target = find();
      if (!target) return;
      observer.disconnect();
      clock.mockRestore();
      fireEvent.click(target);
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
