import {
  type Location,
  type NavigationType,
  type Navigator,
  type Path,
  parsePath,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';

/** The browser's history as react-router makes it (a memory history has the same shape). */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Whether the page may move from `current` to `next`. It may ask the family first (a confirm): it is
 * called once per move, at the moment of the move.
 */
export type LeaveGuard = (current: Location, next: Path) => boolean;

/** A move the router shows: how it came about and where it leads. */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** A history whose moves a page can hold back (the leave warning of a form being filled). */
export interface GuardedHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  /** Calls `listener` with every move that happened; returns its removal. One listener at a time. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** Makes `guard` the one asked before every move (the latest set wins); returns its removal. */
  guard(guard: LeaveGuard): () => void;
}

function pathOf(to: To, from: Location): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? from.pathname, search: path.search ?? '', hash: path.hash ?? '' };
}

/**
 * Wraps `history` so a page's guard is asked before a link, a `navigate()` or the browser's Back and
 * Forward leave it. A refused push or replace does not happen. A refused Back or Forward has already
 * changed the address when the browser tells the page, so the history steps back by as many entries,
 * and that return is not shown as a move. This is the part of react-router's data router
 * (`useBlocker`) the app uses, without the data router itself (17 KB gzip on every page).
 */
export function guardHistory(history: History): GuardedHistory {
  let current: LeaveGuard | null = null;
  // The location on screen. On Back the address has changed before the guard is asked, so the
  // history's own location is already the next one.
  let shown = history.location;
  // Entries still to step over: the return from a refused Back or Forward.
  let returning = false;
  const allows = (from: Location, to: To) => current?.(from, pathOf(to, from)) ?? true;

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (allows(history.location, to)) history.push(to, state);
    },
    replace(to, state) {
      if (allows(history.location, to)) history.replace(to, state);
    },
    listen(listener) {
      shown = history.location;
      return history.listen(({ action, location, delta }) => {
        if (action === 'POP') {
          if (returning) {
            returning = false;
            return;
          }
          // Without a delta (an entry this app did not write) the move cannot be undone: it is shown.
          if (delta && !allows(shown, location)) {
            returning = true;
            history.go(-delta);
            return;
          }
        }
        shown = location;
        listener({ action, location });
      });
    },
    guard(guard) {
      current = guard;
      return () => {
        if (current === guard) current = null;
      };
    },
  };
}
