import type { Translation } from '../../../i18n/catalog-types.ts';
import type { rightsModalEn } from './en.ts';

/** Spanish text of the link that opens the rights dialog (namespace `rightsModal`). */
export const rightsModalEs: Translation<typeof rightsModalEn> = {
  open: 'Derechos de inscripción en escuelas chárter',
};
