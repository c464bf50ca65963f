import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/**
 * Every edit form's guard: while it holds changes not yet saved, leaving the page (a link, Back,
 * closing or reloading the tab) asks first. Call `saved()` right before the form navigates away after
 * a successful save.
 */
export function useUnsavedChangesWarning(dirty: boolean): { saved: () => void } {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const active = useRef(false);
  active.current = dirty && !leaving.current;
  useLeaveWarning(active, t('common.unsavedChanges'));
  return {
    saved: () => {
      leaving.current = true;
      active.current = false;
    },
  };
}
