import { registerMessages } from '../../../i18n/i18n.ts';
import { interestFormEn } from './en.ts';

/**
 * The interest form's namespace with its Spanish loader, registered once (the first registration
 * wins): every module that reads `interestForm` imports this one. The Spanish is its own chunk.
 */
registerMessages('interestForm', interestFormEn, {
  es: () => import('./es.ts').then((module) => module.interestFormEs),
});
