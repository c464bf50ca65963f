import type { Translation } from '../../../i18n/catalog-types.ts';
import type { enBrandHeader } from './en.ts';

/** Spanish texts of the public pages' header (namespace `brandHeader`). */
export const esBrandHeader: Translation<typeof enBrandHeader> = {
  logoAlt: 'Página principal de {{brandName}}',
};
