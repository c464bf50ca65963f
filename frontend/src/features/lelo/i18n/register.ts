import { registerMessages } from '../../../i18n/i18n.ts';
import { leloAgreementEn } from '../steps/i18n/agreement-en.ts';
import { leloClassesEn } from '../steps/i18n/classes-en.ts';
import { leloEn } from './en.ts';

/**
 * The Lelo wizard's namespaces with their Spanish loaders, registered once (the first registration of
 * a namespace wins): every Lelo module that reads them imports this one. Each Spanish catalog is its
 * own chunk, loaded only by a family reading Spanish.
 */
registerMessages('lelo', leloEn, { es: () => import('./es.ts').then((module) => module.leloEs) });
registerMessages('leloAgreement', leloAgreementEn, {
  es: () => import('../steps/i18n/agreement-es.ts').then((module) => module.leloAgreementEs),
});
registerMessages('leloClasses', leloClassesEn, {
  es: () => import('../steps/i18n/classes-es.ts').then((module) => module.leloClassesEs),
});
