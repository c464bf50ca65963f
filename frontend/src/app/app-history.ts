import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { type GuardedHistory, guardHistory } from '../lib/router/guarded-history.ts';

/** The browser's history the app's router follows (main.tsx makes the one the page uses). */
export function createAppHistory(): GuardedHistory {
  // v5Compat: a push or replace is told to the router as well as a Back or Forward.
  return guardHistory(createBrowserHistory({ v5Compat: true }));
}
