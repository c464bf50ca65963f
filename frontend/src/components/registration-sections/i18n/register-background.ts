import { registerMessages } from '../../../i18n/i18n.ts';
import { registrationBackgroundEn } from './en-background.ts';

/**
 * The texts of the background sections (schools, languages, health, custody, emergency contacts,
 * questionnaires), registered once (the first registration of a namespace wins) by every section that
 * reads them; the Spanish catalog is its own chunk, loaded only by a family reading Spanish.
 */
registerMessages('registrationBackground', registrationBackgroundEn, {
  es: () => import('./es-background.ts').then((module) => module.registrationBackgroundEs),
});
