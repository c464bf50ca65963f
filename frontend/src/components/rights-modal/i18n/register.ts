import { registerMessages } from '../../../i18n/i18n.ts';
import { rightsModalEn } from './en.ts';

/**
 * The rights link's namespace with its Spanish loader, registered once (the first registration
 * wins): every module that reads `rightsModal` imports this one. The Spanish is its own chunk; the
 * dialog's texts come with the dialog (`register-dialog.ts`).
 */
registerMessages('rightsModal', rightsModalEn, {
  es: () => import('./es.ts').then((module) => module.rightsModalEs),
});
