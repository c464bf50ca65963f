import { registrationSectionTitlesEs } from '../../../components/registration-sections/i18n/es-section-titles.ts';
import type { Translation } from '../../../i18n/catalog-types.ts';
import type { registrationEn } from './en.ts';

/** Spanish of the public registration wizard (namespace `registration`). */
export const registrationEs: Translation<typeof registrationEn> = {
  loadingBrand: 'Cargando la información de la escuela...',
  brandLoadFailed: 'No pudimos cargar la información de la escuela.',
  loadingExisting: 'Cargando la información guardada...',
  alreadyEnrolled: 'Esta inscripción ya fue enviada',
  linkExpired: {
    title: 'Este enlace ya venció',
    body: 'Para proteger su privacidad, el formulario ya no se completa con las respuestas de su solicitud de información. Puede comenzar la inscripción ahora, o volver a solicitar información y le enviaremos un enlace nuevo por correo electrónico.',
    bodyNoSite:
      'Para proteger su privacidad, el formulario ya no se completa con las respuestas de su solicitud de información. Busque su centro de aprendizaje para comenzar la inscripción o volver a solicitar información.',
    register: 'Comenzar la inscripción',
    requestInfo: 'Volver a solicitar información',
    findCenter: 'Buscar un centro de aprendizaje',
  },
  welcome: {
    title: '¡Le damos la bienvenida a {{charter}}!',
    body: 'Está inscribiendo al estudiante en {{site}}. Nos da mucho gusto que esté aquí. Complete cada paso y seleccione la flecha para continuar; puede regresar en cualquier momento para cambiar una respuesta antes de enviar el formulario.',
  },
  homeLink: 'Página principal de {{brandName}}',
  leaveWarning: '¿Seguro que desea salir?',
  updatePrevious: 'Revisar la información anterior',
  requiredFields: 'Por favor, complete los campos obligatorios',
  submit: 'Enviar',
  submitting: 'Enviando...',
  submitFailed: 'No se pudo enviar el formulario. Por favor, inténtelo de nuevo.',
  thankYou:
    '¡Gracias! Su inscripción se completó con éxito. Un miembro de nuestro equipo se comunicará con usted en un plazo de un día hábil.',
  thankYouPage: {
    idLabel: 'Su número de inscripción:',
    nextTitle: 'Próximos pasos',
    next: {
      contact:
        'Un miembro de nuestro equipo de inscripciones le llamará o le escribirá por correo electrónico en un plazo de un día hábil para revisar la inscripción y responder sus preguntas.',
      orientation:
        'Juntos elegirán una orientación: en línea, con un enlace que le enviaremos, o en persona en el centro de aprendizaje, en la fecha y hora que mejor le convengan.',
      bring:
        'En la orientación, el estudiante conoce al personal y planea sus clases. Si los tiene, traiga la boleta de calificaciones o el historial académico más reciente del estudiante y cualquier plan IEP o 504.',
      email:
        'También le enviamos un correo electrónico de confirmación con su número de inscripción. Guárdelo: ayuda a nuestro equipo a encontrar su inscripción rápidamente.',
    },
    home: 'Volver a la página principal',
  },
  missingStep: 'Este paso todavía no está disponible.',
  stepTitles: {
    short: {
      studentInformation: 'Información del estudiante',
      studentPreference: 'Preferencias del estudiante (2/11)',
      parentInformation: 'Información del padre, madre o tutor 1',
      parent2Information: 'Información del padre, madre o tutor 2 (4/11)',
      physicalAddress: 'Domicilio',
      mailingAddress: 'Dirección postal',
      ethnicity: 'Origen étnico',
      previousSchool: 'Escuela anterior',
      primaryLanguage: 'Idioma principal',
      releaseRequests: 'Autorizaciones',
      parentCustody: 'Custodia',
    },
    long: {
      ...registrationSectionTitlesEs,
      parentInformation: 'Información del padre, madre o tutor',
    },
  },
  fields: {
    yes: 'Sí',
    no: 'No',
    notSure: 'No lo sé',
    selectOne: 'Seleccione una opción',
    phonePlaceholder: 'XXX-XXX-XXXX',
  },
};
