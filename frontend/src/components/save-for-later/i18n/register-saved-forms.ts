import { registerMessages } from '../../../i18n/i18n.ts';
import { savedFormsEn } from './saved-forms-en.ts';

/**
 * The resume page's and 'Continue a saved form''s texts: a namespace of their own, so the wizards'
 * first load carries only the button's and the dialog's.
 */
registerMessages('savedForms', savedFormsEn, {
  es: () => import('./saved-forms-es.ts').then((module) => module.savedFormsEs),
});
