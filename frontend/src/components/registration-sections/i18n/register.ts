import { registerMessages } from '../../../i18n/i18n.ts';
import { registrationBackgroundEn } from './en-background.ts';
import { registrationPeopleEn } from './en-people.ts';

/**
 * The registration sections' namespaces with their Spanish loaders, registered once (the first
 * registration of a namespace wins): every section that reads them imports this module. Each Spanish
 * catalog is its own chunk, loaded only by a family reading Spanish.
 */
registerMessages('registrationPeople', registrationPeopleEn, {
  es: () => import('./es-people.ts').then((module) => module.registrationPeopleEs),
});
registerMessages('registrationBackground', registrationBackgroundEn, {
  es: () => import('./es-background.ts').then((module) => module.registrationBackgroundEs),
});
