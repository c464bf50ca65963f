import type { Translation } from '../../../i18n/catalog-types.ts';
import type { enLocationFinder } from './en.ts';

/** Spanish texts of the location finder (namespace `locationFinder`). */
export const esLocationFinder: Translation<typeof enLocationFinder> = {
  learn4lifeHeading:
    'Para encontrar el centro de Learn4Life más cercano a usted, escriba su código postal a continuación.',
  infoHeader: {
    title: 'Encuentre un centro de aprendizaje de {{brandName}}',
    body: 'Escriba su código postal o su estado para ver los centros de aprendizaje cercanos y luego pida información al que más le convenga.',
  },
  search: {
    regionLabel: 'Búsqueda de centros de aprendizaje',
    label: 'Código postal o estado',
    placeholder: 'Busque un centro cerca de usted. Escriba un código postal o un estado.',
    submit: 'Buscar',
    clear: 'Borrar',
    searching: 'Buscando centros de aprendizaje...',
  },
  results: {
    heading: 'Centros de aprendizaje',
    count_one: 'Se encontró {{count}} centro de aprendizaje',
    count_other: 'Se encontraron {{count}} centros de aprendizaje',
    none: 'No se encontraron resultados para su búsqueda.',
    nameHint:
      'Para encontrar los centros cerca de usted, busque por un código postal de 5 dígitos (93534) o un estado (California).',
  },
  map: {
    label: 'Mapa de los centros de aprendizaje',
    loading: 'Cargando el mapa...',
    unavailable:
      'El mapa no está disponible en este momento. Los centros de aprendizaje aparecen a continuación.',
  },
  card: {
    photoAlt: 'Foto de {{name}}',
    milesAway: 'A {{miles}} millas',
    programsLabel: 'Programas',
    seeMoreInfo: 'Ver más información',
    requestInformation: 'Pedir información',
  },
};
