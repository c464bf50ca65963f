import { DEFAULT_CONFIRMATION_TEXTS, UNTRANSLATED_MESSAGE_NOTES } from '@enroll/domain';
import type { Translation } from '../../../i18n/catalog-types.ts';
import type { leloEn } from './en.ts';

/** Spanish of the secondary enrollment (Lelo) wizard's texts (namespace `lelo`). */
export const leloEs: Translation<typeof leloEn> = {
  stepTitles: {
    location: 'Inscripción: ubicación (1/7)',
    student: 'Información del estudiante (2/7)',
    parent: 'Información del padre, madre o tutor (3/7)',
    physicalAddress: 'Domicilio (4/7)',
    mailingAddress: 'Dirección postal (5/7)',
    classes: 'Inscripción en clases (6/7)',
    agreement: 'Acuerdo (7/7)',
  },
  submit: 'Enviar',
  submitting: 'Enviando...',
  submitFailed: 'No pudimos enviar el formulario. Por favor, inténtelo de nuevo.',
  somethingWrong: 'Algo salió mal',
  leaveWarning: 'Es posible que no se guarden los cambios que hizo.',
  loadingSession: 'Cargando...',
  loadingExisting: 'Cargando la información que ya tenemos...',
  sessionLoadFailed: 'No pudimos cargar esta inscripción. Por favor, inténtelo de nuevo.',
  notFound: {
    title: 'No encontramos esta inscripción',
    body: 'No hay ninguna inscripción en esta dirección. Por favor, revise el enlace que le dieron.',
  },
  alreadySigned: {
    title: 'Esta inscripción ya está firmada',
    body: 'Esta inscripción ya fue firmada.',
  },
  homeLink: 'Ir a la página principal',
  opening: {
    enrollmentWindow: 'La inscripción está abierta del {{start}} al {{end}}.',
    schoolYear: 'Año escolar {{schoolYear}}: del {{start}} al {{end}}.',
    needsLead: 'Le tomará unos {{minutes}} minutos. Necesitará:',
    needCourses: 'elegir los cursos que tomará el estudiante;',
    needStudentSignature: 'la firma del estudiante, hecha con el dedo o con el mouse;',
    needParentSignature:
      'la firma del padre, la madre o el tutor (no hace falta si el estudiante tiene 18 años o más y se inscribe por su cuenta).',
  },
  location: {
    charter: 'Escuela chárter',
    learningCenter: 'Centro de aprendizaje',
    chooseCharterFirst: 'Primero elija una escuela chárter',
    lockedHint: 'Lo indicó su preinscripción.',
    noOffering:
      '{{learningCenter}} no ofrece cursos en este período, así que esta inscripción no se puede completar aquí. Por favor, llame a su escuela al {{phone}}.',
    noOfferingNoPhone:
      '{{learningCenter}} no ofrece cursos en este período, así que esta inscripción no se puede completar aquí. Por favor, comuníquese con su escuela.',
    noCenters: 'Ningún centro de aprendizaje recibe inscripciones en este período.',
    loading: 'Cargando los centros de aprendizaje...',
    loadFailed: 'No pudimos cargar los centros de aprendizaje.',
  },
  student: {
    hasPreviouslyEnrolled: '¿El estudiante ya estuvo inscrito con nosotros?',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido',
    gender: 'Género',
    birthDate: 'Fecha de nacimiento',
    email: 'Correo electrónico del estudiante',
    phone: 'Teléfono del estudiante',
    phoneType: 'Tipo de teléfono',
    contactOptional: 'Opcional si es menor de 18 años: nos comunicamos con el padre, la madre o el tutor.',
  },
  parent: {
    relationship: 'Parentesco con el estudiante',
    selfHint:
      'Si el estudiante tiene 18 años o más y se inscribe por su cuenta, elija la opción «Yo mismo(a) (18 años o más)».',
    firstName: 'Nombre del padre, madre o tutor',
    lastName: 'Apellido del padre, madre o tutor',
    email: 'Correo electrónico del padre, madre o tutor',
    phone: 'Teléfono del padre, madre o tutor',
    phoneType: 'Tipo de teléfono',
  },
  address: {
    liveWithPg: '¿El estudiante vive con su padre, madre o tutor?',
    livingStatus: 'Situación de vivienda',
    street: 'Calle y número',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    country: 'Condado de residencia',
    district: 'Distrito escolar',
    isMailingAddressTheSame: '¿La dirección postal es la misma?',
    mailingStreet: 'Calle y número (dirección postal)',
    mailingCity: 'Ciudad (dirección postal)',
    mailingState: 'Estado (dirección postal)',
    mailingZip: 'Código postal (dirección postal)',
  },
  options: {
    yes: 'Sí',
    no: 'No',
    unsure: 'No lo sé',
  },
  confirmation: {
    title: '¡Gracias, {{name}}!',
    lead: 'Recibimos su inscripción en los cursos.',
    registrationId: 'Número de inscripción',
    charter: 'Escuela chárter',
    learningCenter: 'Centro de aprendizaje',
    courses: 'Cursos',
    credits: '{{credits}} créditos',
    defaultText: DEFAULT_CONFIRMATION_TEXTS.es,
    untranslatedNote: UNTRANSLATED_MESSAGE_NOTES.es,
    nextTitle: 'Próximos pasos',
    nextContact:
      'Un miembro del personal del centro de aprendizaje se comunicará con usted para comenzar los cursos.',
    nextEmailed:
      'Le enviaremos por correo electrónico esta confirmación y, en otro mensaje, una copia en PDF del acuerdo que firmó. Guárdelos: su número de inscripción ayuda a nuestro equipo a encontrar su inscripción rápidamente.',
    nextNotEmailed:
      'Guarde su número de inscripción: ayuda a nuestro equipo a encontrar su inscripción rápidamente.',
    missingTitle: 'No hay ninguna inscripción que mostrar',
    missingBody: 'No hay una inscripción reciente que confirmar en esta pestaña del navegador.',
  },
  sessionClosed: {
    opensOn: 'La inscripción abre el {{date}}.',
    expiredBody: 'El período de esta inscripción ya cerró.',
    openNow: 'Esta inscripción está abierta.',
    openLink: 'Ir al formulario de inscripción',
  },
};
