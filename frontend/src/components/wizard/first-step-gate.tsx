import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageLoading } from '../page-state/page-loading.tsx';
import { isLoaded, preload } from './preloadable-lazy.ts';

/**
 * Whether the code of `step` (the step a wizard opens on) is in, fetching it if not. Later values are
 * ignored: only the first step waits so.
 */
function useFirstStepReady(step: unknown): boolean {
  const [first] = useState(() => step);
  const [ready, setReady] = useState(() => isLoaded(first));
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    // A failed load shows the wizard anyway: the step's own render tries again and reports the error.
    void preload(first).then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [first, ready]);
  return ready;
}

/**
 * Shows the page's loading state in place of the whole wizard until the code of the step it opens on
 * is in. The step's frame (heading, buttons) drawn around a 'Loading...' line would move down as the
 * fields arrive: a jump on a phone, and a layout shift Lighthouse counts (issue 16). Later steps are
 * fetched ahead (usePreloadSteps) and, if one is not in yet, show their fallback inside the frame.
 */
export function FirstStepGate({ step, children }: { step: unknown; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const ready = useFirstStepReady(step);
  return ready ? children : <PageLoading label={t('loadingStep')} />;
}
