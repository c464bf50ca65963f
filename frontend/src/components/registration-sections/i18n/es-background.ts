import type { Translation } from '../../../i18n/catalog-types.ts';
import type { registrationBackgroundEn } from './en-background.ts';

/** Spanish of the later registration steps, Ethnicity to Emergency Contacts (`registrationBackground`). */
export const registrationBackgroundEs: Translation<typeof registrationBackgroundEn> = {
  optional: 'Opcional',
  ethnicity: {
    isStudentHispanicOrLatino: '¿El estudiante es hispano o latino?',
    primaryRaceCategory: 'Categoría racial principal',
  },
  previousSchool: {
    previousSchool: 'Nombre de la escuela anterior',
    previousSchoolCity: 'Ciudad de la escuela anterior',
    previousSchoolState: 'Estado de la escuela anterior',
  },
  primaryLanguage: {
    primaryLanguage: '¿Cuál es el idioma principal del estudiante?',
    englishHint:
      'Si elige inglés, también se responde inglés en la Encuesta sobre el idioma del hogar; puede cambiar esas respuestas en el siguiente paso.',
  },
  homeLanguageSurvey: {
    legend: 'Idiomas del estudiante y del hogar',
    setAllToEnglish: 'Responder inglés en todas',
    setAllToEnglishDone: 'Las cuatro respuestas quedaron en inglés.',
    firstLanguage: '¿Qué idioma aprendió el estudiante cuando empezó a hablar?',
    homeLanguage: '¿Qué idioma habla el estudiante con más frecuencia en casa?',
    languageSpokenByParentsToStudent:
      '¿Qué idioma usan con más frecuencia los padres o tutores cuando hablan con el estudiante?',
    languageSpokenByAdultsAtHome: '¿Qué idioma hablan con más frecuencia los adultos en casa?',
  },
  migrantEducation: {
    isPgEmployedInOneOrMoreAgriculturalOrFishingActivities:
      '¿El padre, madre o tutor trabaja en una o más actividades agrícolas o de pesca?',
  },
  releaseRequests: {
    legend: 'Por favor, responda cada autorización.',
    releaseAudioAndVideo:
      '¿Autoriza que se tomen fotos o grabaciones de audio o video del estudiante con fines escolares?',
    releasePermissionForSocialMedia:
      '¿Autoriza que la foto, el video o el nombre del estudiante se compartan en las redes sociales de la escuela?',
    releaseUseStudentWork: '¿Autoriza que la escuela exhiba o publique los trabajos del estudiante?',
    releasePermissionToTextStudent: '¿Autoriza que la escuela le envíe mensajes de texto al estudiante?',
    releasePermissionToTextPg: '¿Autoriza que la escuela le envíe mensajes de texto al padre, madre o tutor?',
    releaseAllowStudentAccessToGoogleAppsForEducation:
      '¿Permite que el estudiante use Google Apps for Education (correo escolar, Docs y Classroom)?',
  },
  dassInformation: {
    legend: 'Por favor, responda todas las preguntas sobre el historial escolar del estudiante.',
    questions: {
      expelled: '¿El estudiante ha sido expulsado alguna vez?',
      suspended: '¿El estudiante ha sido suspendido alguna vez por más de 10 días?',
      probation: '¿El estudiante está actualmente en libertad a prueba?',
      parentOrExpecting: '¿El estudiante es padre o madre, o está esperando un bebé?',
      unexcusedAbsences:
        '¿El estudiante ha tenido más de 3 faltas injustificadas en el año escolar actual o en el anterior?',
      late: '¿El estudiante ha llegado 30 minutos o más tarde a la escuela 3 veces o más?',
      orderedToAttend: '¿Un tribunal o una agencia le ha ordenado al estudiante asistir a la escuela?',
      retained: '¿El estudiante ha repetido grado más de una vez entre kínder y 8.º grado?',
      droppedOut: '¿El estudiante ha dejado la escuela alguna vez?',
      behindInCredits: '¿El estudiante está atrasado un semestre o más en créditos?',
      outOfSchool: '¿El estudiante ha estado sin ir a la escuela 45 días o más?',
      moreThanTwoSchools: '¿El estudiante ha asistido a más de 2 escuelas en el último año?',
      fosterCare: '¿El estudiante está en un hogar de crianza (foster care)?',
      homelessness: '¿El estudiante es un joven sin hogar?',
    },
    followUps: {
      expelled: {
        school: '¿De qué escuela fue expulsado el estudiante?',
        year: '¿En qué año fue expulsado el estudiante?',
      },
      suspended: {
        school: '¿De qué escuela fue suspendido el estudiante?',
        year: '¿En qué año fue suspendido el estudiante?',
      },
      orderedToAttend: {
        school: '¿A qué escuela se le ordenó asistir al estudiante?',
        year: '¿En qué año se le ordenó asistir a la escuela?',
      },
      retained: {
        school: '¿En qué escuela repitió grado el estudiante?',
        year: '¿En qué año repitió grado el estudiante?',
      },
      droppedOut: {
        school: '¿Qué escuela dejó el estudiante?',
        year: '¿En qué año dejó la escuela el estudiante?',
      },
    },
  },
  homeSurvey: {
    legend: 'Tecnología en casa',
    accessToComputerAtHome: '¿El estudiante tiene acceso a una computadora en casa?',
    accessToTheInternetAtHome: '¿El estudiante tiene acceso a internet en casa?',
  },
  healthConditions: {
    health: 'Salud',
    knownHealthConditions: '¿El estudiante tiene algún problema de salud conocido?',
    conditionsLegend: '¿El estudiante tiene alguno de estos problemas de salud?',
    asthma: 'Asma',
    beeStingAllergy: 'Alergia a picaduras de abeja',
    diabetes: 'Diabetes',
    epilepsy: 'Epilepsia',
    heartCondition: 'Problema del corazón',
    seizures: 'Convulsiones',
    nutAllergy: 'Alergia a las nueces',
    medications: 'Medicamentos',
    otherHealthCondition: 'Otros problemas de salud',
    medicalInstructions: 'Indicaciones médicas',
    hearing: 'Audición',
    knownHearingConditions: '¿El estudiante tiene algún problema de audición conocido?',
    wearsHearingAid: '¿El estudiante usa audífono?',
    vision: 'Vista',
    knownEyeCondition: '¿El estudiante tiene algún problema de la vista conocido?',
    glassesToBeWornAtAllTimes: '¿Debe usar lentes en todo momento?',
    wearsContactLenses: '¿El estudiante usa lentes de contacto?',
    wearsGlasses: '¿El estudiante usa lentes?',
    insurance: 'Seguro médico y hospital',
    heathInsuranceCarrier: 'Compañía de seguro médico',
    insuranceIdOrPolicyNumber: 'Número de identificación o de póliza del seguro',
    hospitalPreference: 'Hospital de preferencia',
  },
  parentCustody: {
    custodyIssueExists: '¿Hay algún asunto de custodia relacionado con el estudiante?',
    custodyIssueNotes: 'Notas sobre la custodia',
    custodyIssueNotesHint: 'Por favor, describa el asunto de custodia.',
    legalRestrictionsForAnyParent: '¿Hay restricciones legales para alguno de los padres o tutores?',
    legalRestrictionsNotes: 'Notas sobre las restricciones legales',
    legalRestrictionsNotesHint: 'Por favor, describa las restricciones legales.',
  },
  emergencyContacts: {
    intro: 'Por favor, indíquenos dos personas a quienes podamos llamar en caso de emergencia.',
    legend: 'Contacto de emergencia {{n}}',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    relationship: 'Parentesco con el estudiante',
    authorizedForPickup: '¿Esta persona está autorizada para recoger al estudiante?',
  },
};
