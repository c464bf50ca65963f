import { useState } from 'react';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { saveErrorText } from './setup-target.ts';

/** The setup screens' sections, each with its own texts in the siteSetup catalog. */
export type SetupSection = 'confirmation' | 'email' | 'agreement' | 'courseNames';

/**
 * The save of a setup form: a 409 (someone saved meanwhile) is kept as `conflict`, shown with Reload;
 * another refusal is the section's warning with the server's message; a success says `savedText` (or
 * what it makes of the saved value).
 */
export function useSetupSave(section: SetupSection) {
  const { t } = useTranslation('siteSetup');
  const notify = useNotify();
  const [conflict, setConflict] = useState<string | null>(null);
  const run = async <Saved>(
    write: () => Promise<Saved>,
    savedText: string | ((saved: Saved) => string),
  ): Promise<void> => {
    setConflict(null);
    let saved: Saved;
    try {
      saved = await write();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return;
      }
      notify('warning', t(`${section}.failed`, { message: saveErrorText(error, t('unexpected')) }));
      return;
    }
    notify('success', typeof savedText === 'string' ? savedText : savedText(saved));
  };
  return { conflict, run };
}
