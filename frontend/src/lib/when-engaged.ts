import { whenIdle } from './when-idle.ts';

/*
 * Work a page does ahead for the family (the next wizard step's code, the rules its Next checks, a
 * dialog it may open) waits until the family has started using the page: a tap, a key, a click or a
 * field taking focus. Until then the phone's main thread belongs to showing the page and making it
 * respond; once the family is filling the step there are seconds to spare before any Next. A focus
 * moved by script counts too: the wizard moves it only after a move (a tap or a key) or when a saved
 * draft opens at a later step, where the family is already under way.
 */
const ENGAGING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'click', 'focusin'] as const;

let engaged = false;
const waiting = new Set<() => void>();

function engage() {
  engaged = true;
  for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

function listen() {
  for (const type of ENGAGING_EVENTS) {
    window.addEventListener(type, engage, { capture: true, passive: true });
  }
}

// From the module's first import on, so a tap while the page is still being taken over counts too (the
// prerender imports it where there is no window).
if (typeof window !== 'undefined') listen();

/**
 * Runs `callback` once the family has used the page (at once if they already have), then once the
 * browser is idle. Returns a function that cancels it.
 */
export function whenEngagedAndIdle(callback: () => void): () => void {
  if (engaged) return whenIdle(callback);
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    cancelIdle = whenIdle(callback);
  };
  waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
}

/** Forgets that the family used the page: for tests, which render many pages in one document. */
export function forgetEngagement(): void {
  engaged = false;
  listen();
}
