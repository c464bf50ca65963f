import { afterEach, beforeEach } from 'vitest';
import { applyLanguage } from '../language.ts';
import { loadAllMessages } from '../translate.ts';

/** Each test of the calling block runs in Spanish (every text loaded); English is back after it. */
export function setUpSpanishTests(): void {
  beforeEach(async () => {
    await loadAllMessages('es');
    applyLanguage('es');
  });
  afterEach(() => applyLanguage('en'));
}
