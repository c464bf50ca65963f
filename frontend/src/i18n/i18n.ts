import { validationMessagesEn } from '@enroll/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCommon } from './en-common.ts';

/**
 * One message catalog for every text a person reads. English is the specification's own wording;
 * validation messages come from the domain schemas' keys (namespace `validation`). Features add
 * their own namespace when their code loads (`registerMessages`), so a lazy route brings its texts.
 */
export const i18n: I18n = i18next.createInstance();

const resources: Resource = { en: { translation: enCommon, validation: validationMessagesEn } };

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  ns: ['translation', 'validation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  keySeparator: '.',
  returnNull: false,
  initAsync: false,
});

export function registerMessages(namespace: string, english: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english, true, false);
}
