import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `active`, leaving the page asks first: in-app navigation with `message` (e.g. 'Are you sure
 * you want to leave?'), closing or reloading the tab with the browser's own prompt (browsers no
 * longer show a page's text there).
 */
export function useLeaveWarning(active: boolean, message: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
