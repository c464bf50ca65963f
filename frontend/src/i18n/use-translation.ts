import { useCallback } from 'react';
import { loadMessages, messagesReady, type TranslateOptions, translate } from './translate.ts';
import { useLanguage } from './use-language.tsx';

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * `t` of a namespace (default 'translation', the common texts) in the page's language. Keys may name
 * another one: 'translation:common.loading'. When the language's catalog is not loaded yet the
 * component suspends until it is (the nearest Suspense shows the loading state), so a Spanish page
 * never flashes English.
 *
 * It suspends by throwing the loading promise, not through React's `use`, on purpose:
 * - `use` only while loading breaks React's replay of a suspended component (the replay skips `use`
 *   once the texts are there and fails with 'Update hook called on initial render', React error 467);
 * - `use` on every render, even of a fulfilled promise, makes React's test `act` stop flushing after
 *   that render, so effects and lazy retries wait for the next act.
 * A thrown promise unwinds the component instead, and React renders it from the start once it resolves.
 */
export function useTranslation(namespace = 'translation'): { t: Translate } {
  const language = useLanguage();
  if (!messagesReady(namespace, language)) throw loadMessages(namespace, language);
  const t = useCallback<Translate>(
    (key, options) => translate(namespace, key, options, language),
    [namespace, language],
  );
  return { t };
}
