import { type FamilyLanguage, longDate, schoolYearLabel, toMonthDayYear } from '@enroll/domain';

/**
 * The fixed texts of the master-agreement PDF in each family language: the plain template's title,
 * labels, and the evidence block the signed copy adds. The agreement text itself is the school's
 * (`agreementForFamily`), printed by the signed copy; staff-written texts stay as staff wrote them.
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
  /** Where the template says the school's agreement text follows. */
  textFollows: string;
  /** The heading of the pages that print the agreement text signed. */
  agreementHeading: string;
  /** The one line above an English text a Spanish reader signed because the school gave no translation. */
  untranslatedNote: string;
  /** In place of the text on an entry signed before the text signed was kept. */
  textNotKept: string;
  signaturesHeading: string;
  signaturesLead: string;
  studentSignature: string;
  parentSignature: string;
  date: string;
  evidence: {
    heading: string;
    registrationId: string;
    /** A signer on the business day the signature lines show, with the exact instant (UTC). */
    student: (name: string, day: string, instant: string) => string;
    parent: (name: string, day: string, instant: string) => string;
    agreementLanguage: string;
    languageName: Record<FamilyLanguage, string>;
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
  textFollows: 'The text of the agreement follows on the next page.',
  agreementHeading: 'Master Agreement',
  untranslatedNote: 'No Spanish translation of this agreement was provided; this is the English text signed.',
  textNotKept: 'The agreement text signed was not kept with this entry; its SHA-256 is in the record below.',
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
    student: (name, day, instant) => `Student signature: ${name}, signed ${day} (${instant})`,
    parent: (name, day, instant) => `Parent/guardian signature: ${name}, signed ${day} (${instant})`,
    agreementLanguage: 'Language of the agreement text',
    languageName: { en: 'English', es: 'Spanish' },
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
  textFollows: 'El texto del acuerdo continúa en la página siguiente.',
  agreementHeading: 'Acuerdo general',
  untranslatedNote:
    'La escuela no proporcionó una traducción al español de este acuerdo; este es el texto en inglés que se firmó.',
  textNotKept:
    'El texto del acuerdo firmado no se guardó con esta inscripción; su SHA-256 figura en el registro siguiente.',
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
    student: (name, day, instant) => `Firma del estudiante: ${name}, firmada el ${day} (${instant})`,
    parent: (name, day, instant) => `Firma del padre/tutor: ${name}, firmada el ${day} (${instant})`,
    agreementLanguage: 'Idioma del texto del acuerdo',
    languageName: { en: 'inglés', es: 'español' },
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

/**
 * A signature date as the agreement shows it: 'MM-DD-YYYY' in English, written out in Spanish
 * ('4 de mayo de 2026', never ambiguous between day-first and month-first).
 */
export function agreementDate(isoDate: string, language: FamilyLanguage): string {
  return language === 'en' ? toMonthDayYear(isoDate) : longDate(isoDate.slice(0, 10), language);
}

/** The agreement dates field: 'MM-DD-YYYY to MM-DD-YYYY' in English, 'del … al …' in Spanish. */
export function agreementDatesLabel(start: string, end: string, language: FamilyLanguage): string {
  if (language === 'en') return schoolYearLabel(start, end);
  return `del ${agreementDate(start, language)} al ${agreementDate(end, language)}`;
}
