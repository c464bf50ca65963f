import { createContext, type ReactNode, Suspense, useContext, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageLoading } from '../page-state/page-loading.tsx';
import { useWizard } from './wizard-context.tsx';

const SuspendsToGate = createContext(false);

/** Whether a step that suspends now is waited for by the FirstStepGate instead of its frame. */
export function useSuspendsToGate(): boolean {
  return useContext(SuspendsToGate);
}

/**
 * Shows the page's loading state in place of the whole wizard until the step it opens on can render:
 * its code and the texts of its language (a Spanish step loads its catalogs when first drawn). The
 * step's frame drawn around a 'Loading...' line would have its buttons, and the wizard's parts below
 * it, move down as the fields arrive: a jump on a phone, and a layout shift Lighthouse counts (issue
 * 16). So while the wizard is on its first step, the frame leaves the step's suspending to this gate;
 * once it has moved, each frame shows its own fallback (later steps are fetched ahead anyway).
 */
export function FirstStepGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wizard');
  const { level } = useWizard();
  const [firstLevel] = useState(level);
  const [moved, setMoved] = useState(false);
  if (!moved && level !== firstLevel) setMoved(true);
  return (
    <SuspendsToGate.Provider value={!moved && level === firstLevel}>
      <Suspense fallback={<PageLoading label={t('loadingStep')} />}>{children}</Suspense>
    </SuspendsToGate.Provider>
  );
}
