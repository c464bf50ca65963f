import { type RefObject, useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { isWizardPath } from './lelo-paths.ts';

/**
 * The leave warning of the form steps ('Changes you made may not be saved.'): leaving the wizard
 * in the app asks first, closing or reloading the tab gets the browser's own prompt. Moving between
 * the wizard's own addresses (/forms/…, /leloStudent…) never asks, nor anything once `active` is false
 * (after a successful submit). Like components/leave-warning, with the wizard's several addresses.
 */
export function useLeloLeaveWarning(active: RefObject<boolean>, message: string): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current === true &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isWizardPath(nextLocation.pathname),
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!active.current) return;
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
