import { registerMessages } from '../../../i18n/i18n.ts';
import { registrationEn } from './en.ts';

/**
 * The wizard's `registration` namespace with its Spanish loader, registered once (the first
 * registration of a namespace wins): the page, the steps' test harnesses and whatever else reads it
 * import this module.
 */
registerMessages('registration', registrationEn, {
  es: () => import('./es.ts').then((module) => module.registrationEs),
});
