import type { Translation } from '../../../../i18n/catalog-types.ts';
import type { leloAgreementEn } from './agreement-en.ts';

/** Spanish of Agreement (7/7) (namespace 'leloAgreement'). */
export const leloAgreementEs: Translation<typeof leloAgreementEn> = {
  agreementLabel: 'Acuerdo general',
  untranslatedNote:
    'La escuela no proporcionó una traducción al español de este acuerdo; se muestra en inglés.',
  redrawSignatures:
    'Las firmas no se guardan con un formulario guardado para más tarde. Por favor, vuelva a dibujar sus firmas.',
  loading: 'Cargando el acuerdo...',
  loadFailed: 'No pudimos cargar el texto del acuerdo.',
  empty: 'No hay ningún acuerdo para este curso.',
  coursesHeading: 'Sus cursos',
  creditsNote: '(Créditos: {{credits}})',
  understood: 'He leído y entiendo el acuerdo',
  student: {
    heading: 'Estudiante',
    signature: 'Firma del estudiante',
    name: 'Nombre del estudiante',
    date: 'Fecha de la firma del estudiante',
  },
  parent: {
    heading: 'Padre, madre o tutor',
    signature: 'Firma del padre, madre o tutor',
    name: 'Nombre del padre, madre o tutor',
    date: 'Fecha de la firma del padre, madre o tutor',
  },
};
