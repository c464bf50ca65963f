import { afterEach, beforeEach } from 'vitest';
import { applyLanguage } from '../i18n/language.ts';
import { loadAllMessages } from '../i18n/translate.ts';

/**
 * Runs each test of the file in Spanish: the Spanish catalogs of every namespace registered by the
 * file's imports are loaded first (so nothing suspends), and English is restored afterwards.
 */
export function inSpanishForEachTest(): void {
  beforeEach(async () => {
    await loadAllMessages('es');
    applyLanguage('es');
  });
  afterEach(() => applyLanguage('en'));
}
