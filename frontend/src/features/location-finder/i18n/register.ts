import { registerMessages } from '../../../i18n/i18n.ts';
import { enLocationFinder } from './en.ts';

/**
 * The finder's namespace with its Spanish loader, registered once (the first registration wins):
 * every module that reads `locationFinder` imports this one. The Spanish is its own chunk.
 */
registerMessages('locationFinder', enLocationFinder, {
  es: () => import('./es.ts').then((module) => module.esLocationFinder),
});
