import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

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
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isActive() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(staysOn?.(nextLocation.pathname) ?? false),
    [isActive, staysOn],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
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
