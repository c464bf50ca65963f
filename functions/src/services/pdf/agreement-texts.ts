import { type FamilyLanguage, schoolYearLabel, toMonthDayYear } from '@enroll/domain';

/**
 * The fixed texts of the master-agreement PDF in each family language: the plain template's title,
 * labels and paragraphs, and the evidence block the signed copy adds. The family signs in the
 * language it used (issue 15); staff-written texts stay as staff wrote them.
 */
export interface AgreementTexts {
  title: string;
  titleLines: readonly [string, string];
  identity: {
    studentName: string;
    parentName: string;
    agreementDates: string;
    learningCenter: string;
    charter: string;
  };
  course: string;
  credits: string;
  paragraphs: readonly string[];
  signaturesHeading: string;
  signaturesLead: string;
  studentSignature: string;
  parentSignature: string;
  date: string;
  evidence: {
    heading: string;
    registrationId: string;
    student: (name: string, at: string) => string;
    parent: (name: string, at: string) => string;
    ipAddress: string;
    userAgent: string;
    agreementSha256: string;
    shownSha256: string;
    notSent: string;
    unknown: string;
    generated: string;
  };
}

const EN: AgreementTexts = {
  title: 'Master Agreement for Independent Study / Expanded Learning Courses',
  titleLines: ['Master Agreement for Independent Study /', 'Expanded Learning Courses'],
  identity: {
    studentName: 'Student name',
    parentName: 'Parent/Guardian name',
    agreementDates: 'Agreement dates',
    learningCenter: 'Learning center',
    charter: 'Charter school',
  },
  course: 'Course',
  credits: 'Credits',
  paragraphs: [
    'This Master Agreement is made between the charter school named above, the student and the parent or ' +
      'guardian named above for the independent study / expanded learning courses listed in this agreement, ' +
      'for the agreement dates shown.',
    'The student agrees to complete the assigned coursework for each course, to meet with the supervising ' +
      'teacher as scheduled and to submit work samples for evaluation. The student understands that credit ' +
      'is granted only for work completed and evaluated by a certificated teacher.',
    'The parent or guardian agrees to support the student in completing the coursework and to contact the ' +
      'learning center with any question about progress, schedules or course materials.',
    'Participation is voluntary. Either party may end this agreement at any time; the student may then ' +
      'return to the classroom-based program offered by the school without penalty.',
  ],
  signaturesHeading: 'Signatures',
  signaturesLead:
    'By signing below, the student and the parent or guardian accept the terms of this Master Agreement ' +
    'and the courses listed on page 1.',
  studentSignature: 'Student Signature',
  parentSignature: 'Parent/Guardian Signature',
  date: 'Date',
  evidence: {
    heading: 'Electronic signature record',
    registrationId: 'Registration ID',
    student: (name, at) => `Student signature: ${name}, signed ${at}`,
    parent: (name, at) => `Parent/guardian signature: ${name}, signed ${at}`,
    ipAddress: 'IP address',
    userAgent: 'User agent',
    agreementSha256: 'Agreement text SHA-256',
    shownSha256: 'SHA-256 of the text shown',
    notSent: 'not sent by the browser',
    unknown: 'unknown',
    generated: 'Generated',
  },
};

const ES: AgreementTexts = {
  title: 'Acuerdo general de estudio independiente / cursos de aprendizaje ampliado',
  titleLines: ['Acuerdo general de estudio independiente /', 'cursos de aprendizaje ampliado'],
  identity: {
    studentName: 'Nombre del estudiante',
    parentName: 'Nombre del padre/tutor',
    agreementDates: 'Vigencia del acuerdo',
    learningCenter: 'Centro de aprendizaje',
    charter: 'Escuela chárter',
  },
  course: 'Curso',
  credits: 'Créditos',
  paragraphs: [
    'Este acuerdo general se celebra entre la escuela chárter indicada arriba, el estudiante y el padre, ' +
      'la madre o el tutor indicado arriba, para los cursos de estudio independiente / aprendizaje ampliado ' +
      'que se enumeran en este acuerdo y durante las fechas de vigencia indicadas.',
    'El estudiante se compromete a completar las tareas asignadas de cada curso, a reunirse con el maestro ' +
      'supervisor según lo programado y a entregar muestras de su trabajo para evaluación. El estudiante ' +
      'entiende que solo recibirá créditos por el trabajo completado y evaluado por un maestro certificado.',
    'El padre, la madre o el tutor se compromete a apoyar al estudiante para que complete las tareas y a ' +
      'comunicarse con el centro de aprendizaje ante cualquier pregunta sobre su progreso, los horarios o ' +
      'los materiales del curso.',
    'La participación es voluntaria. Cualquiera de las partes puede dar por terminado este acuerdo en ' +
      'cualquier momento; en ese caso, el estudiante puede volver al programa presencial de la escuela sin ' +
      'ninguna penalización.',
  ],
  signaturesHeading: 'Firmas',
  signaturesLead:
    'Al firmar a continuación, el estudiante y el padre, la madre o el tutor aceptan los términos de este ' +
    'acuerdo general y los cursos indicados en la página 1.',
  studentSignature: 'Firma del estudiante',
  parentSignature: 'Firma del padre/tutor',
  date: 'Fecha',
  evidence: {
    heading: 'Registro de la firma electrónica',
    registrationId: 'Número de inscripción',
    student: (name, at) => `Firma del estudiante: ${name}, firmada el ${at}`,
    parent: (name, at) => `Firma del padre/tutor: ${name}, firmada el ${at}`,
    ipAddress: 'Dirección IP',
    userAgent: 'Navegador (user agent)',
    agreementSha256: 'SHA-256 del texto del acuerdo',
    shownSha256: 'SHA-256 del texto mostrado',
    notSent: 'el navegador no lo envió',
    unknown: 'desconocido',
    generated: 'Generado',
  },
};

export const AGREEMENT_TEXTS: Record<FamilyLanguage, AgreementTexts> = { en: EN, es: ES };

const LONG_DATES = new Map<FamilyLanguage, Intl.DateTimeFormat>();

/**
 * A signature date as the agreement shows it: 'MM-DD-YYYY' in English (spec section 9), written out
 * in Spanish ('4 de mayo de 2026', never ambiguous between day-first and month-first).
 */
export function agreementDate(isoDate: string, language: FamilyLanguage): string {
  if (language === 'en') return toMonthDayYear(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  let format = LONG_DATES.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    LONG_DATES.set(language, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The agreement dates field: 'MM-DD-YYYY to MM-DD-YYYY' in English, 'del … al …' in Spanish. */
export function agreementDatesLabel(start: string, end: string, language: FamilyLanguage): string {
  if (language === 'en') return schoolYearLabel(start, end);
  return `del ${agreementDate(start, language)} al ${agreementDate(end, language)}`;
}
