import { registerMessages } from '../../../i18n/i18n.ts';
import { saveForLaterEn } from './en.ts';

/** One registration of the namespace for every user (the first registration wins). */
registerMessages('saveForLater', saveForLaterEn, {
  es: () => import('./es.ts').then((module) => module.saveForLaterEs),
});
