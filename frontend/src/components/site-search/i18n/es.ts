import type { Translation } from '../../../i18n/catalog-types.ts';
import type { enSiteSearch } from './en.ts';

/** Spanish texts of the site search modals (namespace `siteSearch`). */
export const esSiteSearch: Translation<typeof enSiteSearch> = {
  chooser: {
    legend: 'Centro de aprendizaje',
    byZip: 'Buscar centro por código postal',
    byFields: 'Buscar centro por datos',
    none: 'Todavía no se ha elegido un centro de aprendizaje. Búsquelo por código postal o por nombre, escuela chárter o dirección.',
    name: 'Centro',
    charter: 'Escuela chárter',
    address: 'Dirección',
  },
  byZip: {
    title: 'Búsqueda de centros por código postal',
    zip: 'Código postal',
    radius: 'Distancia',
    radiusOption_one: '{{count}} milla',
    radiusOption_other: '{{count}} millas',
    search: 'Buscar centros',
    caption: 'Centros de aprendizaje cerca de {{zip}}',
  },
  byFields: {
    title: 'Búsqueda de centros por datos',
    query: 'Buscar',
    placeholder: 'Nombre, escuela chárter o dirección',
    search: 'Buscar',
    caption: 'Centros de aprendizaje que coinciden con "{{query}}"',
    required: 'Escriba un nombre, una escuela chárter o una dirección para buscar.',
  },
  table: {
    name: 'Nombre',
    charter: 'Escuela chárter',
    address: 'Dirección',
    distance: 'Distancia',
    miles: '{{distance}} mi',
    select: 'Seleccionar',
    selectLabel: 'Seleccionar {{name}}',
    selected: 'Seleccionado',
    selectedLabel: '{{name}} está seleccionado',
  },
  searching: 'Buscando centros...',
  noResults: 'No se encontraron resultados para su búsqueda.',
  failed: 'No pudimos buscar los centros. Revise su conexión e inténtelo de nuevo.',
  confirm: 'Confirmar centro',
  close: 'Cerrar',
  chosen: 'Se seleccionó {{name}}. Pulse Confirmar centro para usarlo.',
};
