import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { LeaveGuard } from '../../lib/router/guarded-history.ts';
import { useGuardedHistory } from '../../lib/router/guarded-router.tsx';

export interface LeaveWarningOptions {
  /** Addresses inside the same form (a wizard's step routes): moving there never asks. */
  staysOn?: (pathname: string) => boolean;
}

/**
 * While active, leaving the page asks first: in-app navigation with `message` (e.g. 'Are you sure
 * you want to leave?'), closing or reloading the tab with the browser's own prompt (browsers no
 * longer show a page's text there). `active` may be a ref when it changes without a render (read at
 * the moment of leaving).
 */
export function useLeaveWarning(
  active: boolean | RefObject<boolean>,
  message: string,
  { staysOn }: LeaveWarningOptions = {},
): void {
  const latest = useRef(active);
  latest.current = active;
  const isActive = useCallback(() => {
    const current = latest.current;
    return typeof current === 'boolean' ? current : current.current === true;
  }, []);
  const history = useGuardedHistory();
  useEffect(() => {
    // A page with a leave warning outside the app's router would lose its answers silently.
    if (!history) throw new Error('useLeaveWarning needs a GuardedRouter above it');
    const mayLeave: LeaveGuard = (current, next) =>
      !isActive() ||
      current.pathname === next.pathname ||
      (staysOn?.(next.pathname) ?? false) ||
      window.confirm(message);
    return history.guard(mayLeave);
  }, [history, isActive, staysOn, message]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isActive()) return;
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive, message]);
}
