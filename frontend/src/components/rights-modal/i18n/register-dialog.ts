import { registerMessages } from '../../../i18n/i18n.ts';
import { rightsDialogEn } from './dialog-en.ts';

/**
 * The rights dialog's namespace with its Spanish loader, registered by the dialog's own chunk (the
 * page that shows the link carries only the link's text, `register.ts`).
 */
registerMessages('rightsDialog', rightsDialogEn, {
  es: () => import('./dialog-es.ts').then((module) => module.rightsDialogEs),
});
