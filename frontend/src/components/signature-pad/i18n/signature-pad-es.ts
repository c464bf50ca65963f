import type { Translation } from '../../../i18n/catalog-types.ts';
import type { signaturePadEn } from './signature-pad-en.ts';

/** Spanish of the signature pad (namespace 'signaturePad'). */
export const signaturePadEs: Translation<typeof signaturePadEn> = {
  instructions: 'Firme con el dedo o con el mouse',
  typedPreview: 'Su firma escrita',
  clear: 'Borrar',
  clearLabel: 'Borrar la {{label}}',
  typeInstead: 'Prefiero escribir mi firma',
  drawInstead: 'Prefiero dibujar mi firma',
  typedName: 'Escriba su nombre completo para firmar',
  status: {
    empty: 'Todavía no hay firma',
    drawn: 'Firma dibujada',
    typed: 'Firma escrita',
  },
};
