import { useCallback } from 'react';
import { type TranslateOptions, translate } from './translate.ts';

export type Translate = (key: string, options?: TranslateOptions) => string;

/** `t` of a namespace (default 'translation', the common texts). Keys may name another one: 'translation:common.loading'. */
export function useTranslation(namespace = 'translation'): { t: Translate } {
  const t = useCallback<Translate>((key, options) => translate(namespace, key, options), [namespace]);
  return { t };
}
