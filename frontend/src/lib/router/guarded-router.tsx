import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { Router } from 'react-router-dom';
import type { GuardedHistory, HistoryUpdate } from './guarded-history.ts';

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * react-router's declarative router over `history`, whose moves a page can hold back
 * (`useGuardedHistory().guard`). Each move renders in a transition, as react-router's own routers do:
 * a page whose code is still on its way leaves the one on screen shown until it can render.
 */
export function GuardedRouter({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  const [state, setState] = useState<HistoryUpdate>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <GuardedHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </GuardedHistoryContext.Provider>
  );
}

/** The history of the GuardedRouter above (a page's guard goes there); null outside one. */
export function useGuardedHistory(): GuardedHistory | null {
  return useContext(GuardedHistoryContext);
}
