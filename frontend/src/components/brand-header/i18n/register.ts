import { registerMessages } from '../../../i18n/i18n.ts';
import { enBrandHeader } from './en.ts';

/** The header's namespace with its Spanish loader, registered once (the first registration wins). */
registerMessages('brandHeader', enBrandHeader, {
  es: () => import('./es.ts').then((module) => module.esBrandHeader),
});
