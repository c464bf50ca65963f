import { familyValidationMessagesEn } from '@enroll/domain';
import { enCommon } from './en-common.ts';
import { addMessages, registerMessages } from './translate.ts';

/**
 * One message catalog for every text a person reads. English is the specification's own wording;
 * validation messages come from the domain schemas' keys (namespace `validation`). Features add
 * their own namespace when their code loads (`registerMessages`), so a lazy route brings its texts,
 * and name the loader of its Spanish catalog, fetched only when a family reads Spanish.
 */
registerMessages('translation', enCommon, {
  es: () => import('./es-common.ts').then((module) => module.esCommon),
});
// Spanish validation messages come through their own package subpath, never the domain index, so
// only a page read in Spanish downloads them. The staff screens' English part joins with the staff
// routes (staff-validation-messages.ts): a family's pages never download it.
registerMessages('validation', familyValidationMessagesEn, {
  es: () => import('@enroll/domain/messages/es').then((module) => module.validationMessagesEs),
});

export { addMessages, registerMessages };
