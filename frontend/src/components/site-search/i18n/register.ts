import { registerMessages } from '../../../i18n/i18n.ts';
import { enSiteSearch } from './en.ts';

/**
 * The site search's namespace with its Spanish loader, registered once (the first registration
 * wins): every module that reads `siteSearch` imports this one. The Spanish is its own chunk.
 */
registerMessages('siteSearch', enSiteSearch, {
  es: () => import('./es.ts').then((module) => module.esSiteSearch),
});
