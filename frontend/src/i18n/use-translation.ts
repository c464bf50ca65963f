import { use, useCallback } from 'react';
import { messagesPromise, type TranslateOptions, translate } from './translate.ts';
import { useLanguage } from './use-language.tsx';

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * `t` of a namespace (default 'translation', the common texts) in the page's language. Keys may name
 * another one: 'translation:common.loading'. When the language's catalog is not loaded yet the
 * component suspends until it is (the nearest Suspense shows the loading state), so a Spanish page
 * never flashes English.
 */
export function useTranslation(namespace = 'translation'): { t: Translate } {
  const language = useLanguage();
  use(messagesPromise(namespace, language));
  const t = useCallback<Translate>(
    (key, options) => translate(namespace, key, options, language),
    [namespace, language],
  );
  return { t };
}
