import type { FamilyLanguage } from '@enroll/domain';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useChosenLanguage } from './language.ts';

const EnglishOnlyContext = createContext(false);

/**
 * Staff screens are in English whatever the public pages were switched to (their texts, the shared
 * form fields and the validation messages): a coordinator's screens, exports and notes stay in one
 * language. `<html lang>` says English while they are shown.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = 'en';
    return () => {
      root.lang = before;
    };
  }, []);
  return <EnglishOnlyContext.Provider value={true}>{children}</EnglishOnlyContext.Provider>;
}

/** The language the texts of this part of the page are shown in. */
export function useLanguage(): FamilyLanguage {
  const chosen = useChosenLanguage();
  return useContext(EnglishOnlyContext) ? 'en' : chosen;
}
