import { registerMessages } from '../../../i18n/i18n.ts';
import { registrationPeopleEn } from './en-people.ts';

/**
 * The texts of the sections about people and places (student, parents, address, preferences),
 * registered once (the first registration of a namespace wins) by every section that reads them. Apart
 * from the background sections' texts so that the registration's first step does not load those; the
 * Spanish catalog is its own chunk, loaded only by a family reading Spanish.
 */
registerMessages('registrationPeople', registrationPeopleEn, {
  es: () => import('./es-people.ts').then((module) => module.registrationPeopleEs),
});
