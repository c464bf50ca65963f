import { useEffect } from 'react';
import { loadAllMessages } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { preload } from '../../lib/preloadable-lazy.ts';
import { whenEngagedAndIdle } from '../../lib/when-engaged.ts';

/**
 * Fetches the code of the steps a move can show next (`beside`: what Next and Back lead to) while the
 * family fills the step on screen, so a move shows the step at once, without the 'Loading...' fallback.
 * A step's code may register text namespaces of its own; their catalogs in the page's language come
 * with it (in English they are part of the code). It waits for the current step's own code, then for
 * the family to start using the page and the browser to be idle, so it never competes with the screen
 * being shown. Components that cannot be preloaded (plain ones) are skipped; failures are ignored
 * (showing the step loads it again and handles the failure). `beside` should be memoised.
 */
export function usePreloadSteps(current: unknown, beside: readonly unknown[]): void {
  const language = useLanguage();
  useEffect(() => {
    let cancelled = false;
    let cancelIdle: (() => void) | null = null;
    void preload(current).then(() => {
      if (cancelled) return;
      cancelIdle = whenEngagedAndIdle(() => {
        void Promise.all(beside.map((step) => preload(step)))
          .then(() => loadAllMessages(language))
          .catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, [current, beside, language]);
}
