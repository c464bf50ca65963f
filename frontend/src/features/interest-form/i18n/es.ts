import type { Translation } from '../../../i18n/catalog-types.ts';
import type { interestFormEn } from './en.ts';

/** Spanish texts of the public interest form (namespace `interestForm`). */
export const interestFormEs: Translation<typeof interestFormEn> = {
  leaveWarning: '¿Realmente desea salir?',
  siteLoadFailed:
    'No pudimos verificar este centro en este momento. Revise su conexión e inténtelo de nuevo.',
  intro: {
    infoKitTitle: 'Reciba su Info Kit gratuito',
    infoKit:
      'Pida su Info Kit digital gratuito. Incluye nuestro modelo de aprendizaje, nuestros programas y el apoyo que damos a los estudiantes, historias de estudiantes y respuestas a las preguntas frecuentes de los padres.',
    welcomeTitle: '¡Le damos la bienvenida a {{brandName}}!',
    welcome:
      'Gracias por su interés en {{brandName}}. Cuéntenos un poco sobre el estudiante y cómo podemos comunicarnos con usted, y un miembro de nuestro equipo se pondrá en contacto.',
    welcomeSiteTitle: '¡Le damos la bienvenida a {{charterName}}!',
    welcomeSite:
      'Gracias por su interés en {{charterName}}, en {{siteName}}. Cuéntenos un poco sobre el estudiante y cómo podemos comunicarnos con usted, y un miembro de nuestro equipo se pondrá en contacto.',
    siteLine: 'Está pidiendo información a {{siteName}} ({{charterName}}).',
  },
  headings: {
    student: 'Información del estudiante',
    parent: 'Información del padre, la madre o el tutor',
    contact: 'Datos de contacto',
  },
  requiredNote: 'Los campos marcados con un asterisco (*) son obligatorios.',
  fields: {
    studentFirstName: 'Nombre del estudiante',
    studentLastName: 'Apellido del estudiante',
    birthDate: 'Fecha de nacimiento',
    parentRelationship: 'Relación con el estudiante',
    parentFirstName: 'Nombre del padre, la madre o el tutor',
    parentLastName: 'Apellido del padre, la madre o el tutor',
    primaryEmail: 'Correo electrónico',
    phone: 'Teléfono',
    zipCode: 'Código postal',
  },
  placeholders: {
    phone: 'XXX-XXX-XXXX',
    zipCode: 'XXXXX',
    parentRelationship: 'Seleccione una opción',
  },
  relationships: {
    Parent: 'Padre o madre',
    Guardian: 'Tutor legal',
    Caregiver: 'Cuidador o cuidadora',
  },
  submit: 'Enviar',
  submitting: 'Enviando...',
  requiredBanner: 'Por favor, complete todos los campos obligatorios',
  submitFailed:
    'No pudimos enviar su información. Revise su conexión y seleccione Enviar de nuevo. No se ha perdido nada de lo que escribió.',
  confirmation: {
    infoKitTitle: '¡Info Kit enviado!',
    infoKitBody:
      'Gracias por pedir su Info Kit de Learn4Life. ¡Revise su bandeja de entrada en unos minutos!',
    infoKitNext: 'Mientras tanto:',
    programs: 'Conozca nuestros programas',
    stories: 'Lea historias de nuestros estudiantes',
    chat: 'Converse con un miembro de nuestro equipo',
    title: '¡Todo listo!',
    received: 'Gracias, recibimos su información.',
    followUp: 'Un miembro de nuestro equipo se comunicará con usted en el plazo de un día hábil.',
    infoKitSentTo: 'Enviamos su Info Kit a {{email}}, con un enlace para comenzar la inscripción.',
    sentTo:
      'Enviamos un correo electrónico a {{email}} con los próximos pasos y un enlace para comenzar la inscripción.',
    notReceived: '¿No lo ve? Revise su carpeta de correo no deseado.',
    nextHeading: 'Próximos pasos',
    startHeading: '¿Desea inscribir al estudiante?',
    startBody:
      'Puede comenzar la inscripción ahora. Las respuestas que nos dio ya aparecen en el formulario.',
    startRegistration: 'Comenzar la inscripción ahora',
  },
  newTab: '(se abre en una pestaña nueva)',
};
