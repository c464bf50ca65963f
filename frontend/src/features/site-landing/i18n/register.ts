import { registerMessages } from '../../../i18n/i18n.ts';
import { enSiteLanding } from './en.ts';

/**
 * The landing page's namespace with its Spanish loader, registered once (the first registration
 * wins): every module that reads `siteLanding` imports this one. The Spanish is its own chunk.
 */
registerMessages('siteLanding', enSiteLanding, {
  es: () => import('./es.ts').then((module) => module.esSiteLanding),
});
