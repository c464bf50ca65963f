import { type RefObject, useEffect, useState } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than the element, so part of it is out of view. */
  overflowing: boolean;
  /** Nothing more is hidden past the element's trailing edge (scrolled to the end, or nothing to scroll). */
  atEnd: boolean;
}

/** Browsers round widths and scroll offsets to whole or half pixels: a pixel's difference is none. */
const TOLERANCE_PX = 1;

const FITS: SidewaysOverflow = { overflowing: false, atEnd: true };

function measure(element: HTMLElement): SidewaysOverflow {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= TOLERANCE_PX) return FITS;
  // Right-to-left pages count scrollLeft down from 0, so only its size says how far it went.
  return { overflowing: true, atEnd: Math.abs(element.scrollLeft) >= hidden - TOLERANCE_PX };
}

/**
 * Whether the element's content is wider than the element, and whether it is scrolled to the end;
 * measured again when the element or its content changes size (ResizeObserver) and on every scroll.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [overflow, setOverflow] = useState<SidewaysOverflow>(FITS);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setOverflow((previous) =>
        previous.overflowing === next.overflowing && previous.atEnd === next.atEnd ? previous : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // Without ResizeObserver (old browsers, jsdom) the first measure and the scrolls are all there is.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer) {
      // The element changes size with the window; its content (the table) when rows or texts change.
      observer.observe(element);
      for (const child of Array.from(element.children)) observer.observe(child);
    }
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return overflow;
}
