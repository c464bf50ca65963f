import type { Translation } from './catalog-types.ts';
import type { enCommon } from './en-common.ts';

/** Spanish of the texts shared by every screen (namespace `translation`). */
export const esCommon: Translation<typeof enCommon> = {
  common: {
    pageTitle: '{{brandName}} | Inscripciones',
    pageTitleFallback: 'Inscripción de estudiantes',
    loading: 'Cargando...',
    close: 'Cerrar',
    unsavedChanges: 'Tiene cambios sin guardar. ¿Desea salir de esta página y perderlos?',
    pageNeedsContributor:
      'Esa página es para colaboradores, administradores y superadministradores; por eso lo trajimos aquí.',
    pageNeedsAdmin: 'Esa página es para administradores y superadministradores; por eso lo trajimos aquí.',
    dismiss: 'Descartar',
    version: 'Versión {{version}}',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La página que busca no existe.',
    goHome: 'Buscar un centro',
    skipToContent: 'Saltar al contenido principal',
    unexpectedError: 'Algo salió mal. Por favor, inténtelo de nuevo.',
    networkError: 'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    connectionLost: 'Se perdió la conexión. Su formulario se enviará cuando vuelva a estar en línea.',
  },
  formFields: {
    yes: 'Sí',
    no: 'No',
    selectOne: 'Seleccione una opción',
    phonePlaceholder: 'XXX-XXX-XXXX',
    useCapitals: 'Usar “{{suggestion}}”',
  },
  footer: {
    continueSavedForm: 'Continuar un formulario guardado',
  },
  invalidSite: {
    title: 'Identificador de centro no válido',
    body: 'El identificador de centro "{{id}}" no es válido. Por favor, revise la dirección e inténtelo de nuevo.',
  },
  programs: {
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  site: {
    callLabel: 'Llamar a {{name}} al {{phone}}',
  },
  languageSwitch: {
    switchTo: 'English',
    label: 'Idioma',
  },
};
