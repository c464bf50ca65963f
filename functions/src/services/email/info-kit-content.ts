import {
  type FamilyLanguage,
  PROGRAM_ORDER,
  programsForBrand,
  type Site,
  siteProgramLabel,
} from '@enroll/domain';
import type { EmailBlock } from './branded-layout.ts';

/** The Learn4Life pages the Info Kit points to (the same pages the interest confirmation links). */
export const LEARN4LIFE_PAGES = {
  programs: 'https://www.learn4life.org/programs/',
  stories: 'https://www.learn4life.org/student-stories/',
  chat: 'https://www.learn4life.org/contact-us/',
} as const;

interface InfoKitTexts {
  modelHeading: string;
  model: string;
  programsHeading: string;
  programsIntro: string;
  allPrograms: string;
  storiesHeading: string;
  stories: string;
  readStories: string;
  faqHeading: string;
  faqs: string[];
  moreQuestions: string;
  chat: string;
}

/**
 * What the Info Kit promises on the interest form (spec: the learning model, programs and student
 * support, student stories, and FAQs for parents), as text and links. The stories are framed as what
 * the brand site tells, not invented quotes; the programs are the site's (else the brand's list).
 */
const INFO_KIT: Record<FamilyLanguage, InfoKitTexts> = {
  en: {
    modelHeading: 'Our learning model',
    model: [
      'Learn4Life is a network of free public high schools built around each student:',
      '- A personalized learning plan that starts from the credits your student already has',
      '- A flexible schedule: students meet their teacher at the learning center at set appointment times and do the rest of their work around family and job',
      '- One-to-one time with a teacher, plus small-group classes and tutoring',
      '- Support beyond the classroom: counselors and staff who help with life outside school',
    ].join('\n'),
    programsHeading: 'Programs and student support',
    programsIntro:
      'Alongside their classes, students can join programs that prepare them for a career and for life after high school:',
    allPrograms: 'All programs',
    storiesHeading: 'Student stories',
    stories:
      'On our website, students tell in their own words how they caught up on credits, balanced school with work or family, and earned their diploma.',
    readStories: 'Read student stories',
    faqHeading: 'FAQs for parents',
    faqs: [
      'How much does it cost?\nNothing. Learn4Life schools are free public schools; there is no tuition.',
      'What is the schedule like?\nStudents have regular appointments with their teacher at the learning center, usually a few times a week, and do the rest of their work on their own time. The schedule is set together at orientation.',
      "Will my student's credits count?\nYes. We review the transcripts from previous schools, and the credits already earned count toward graduation.",
      'Will my student earn a real diploma?\nYes. Students earn an accredited high school diploma, the same as at any public high school.',
      'What should we bring to enroll?\nThe student’s birth certificate or other proof of age, immunization records, the latest report card or transcript, and proof of address. A student under 18 comes with a parent or guardian.',
    ],
    moreQuestions: 'Another question? We are glad to help:',
    chat: 'Chat with a team member',
  },
  es: {
    modelHeading: 'Nuestro modelo de aprendizaje',
    model: [
      'Learn4Life es una red de escuelas preparatorias públicas y gratuitas, pensadas para cada estudiante:',
      '- Un plan de aprendizaje personalizado que parte de los créditos que su estudiante ya tiene',
      '- Un horario flexible: el estudiante se reúne con su maestro en el centro de aprendizaje en citas fijas y hace el resto de su trabajo según sus compromisos familiares y de trabajo',
      '- Tiempo individual con un maestro, además de clases en grupos pequeños y tutorías',
      '- Apoyo más allá del salón de clases: consejeros y personal que ayudan con la vida fuera de la escuela',
    ].join('\n'),
    programsHeading: 'Programas y apoyo estudiantil',
    programsIntro:
      'Además de sus clases, los estudiantes pueden participar en programas que los preparan para una carrera y para la vida después de la preparatoria:',
    allPrograms: 'Todos los programas',
    storiesHeading: 'Historias de estudiantes',
    stories:
      'En nuestro sitio web, los estudiantes cuentan con sus propias palabras cómo se pusieron al día con sus créditos, combinaron la escuela con el trabajo o la familia, y obtuvieron su diploma.',
    readStories: 'Leer historias de estudiantes',
    faqHeading: 'Preguntas frecuentes de los padres',
    faqs: [
      '¿Cuánto cuesta?\nNada. Las escuelas de Learn4Life son escuelas públicas gratuitas; no se cobra matrícula.',
      '¿Cómo es el horario?\nEl estudiante tiene citas regulares con su maestro en el centro de aprendizaje, por lo general algunas veces por semana, y hace el resto de su trabajo en su propio tiempo. El horario se fija en la orientación.',
      '¿Cuentan los créditos que ya tiene mi estudiante?\nSí. Revisamos el historial académico de las escuelas anteriores, y los créditos ya obtenidos cuentan para la graduación.',
      '¿Mi estudiante obtendrá un diploma válido?\nSí. Los estudiantes obtienen un diploma de preparatoria acreditado, igual que en cualquier preparatoria pública.',
      '¿Qué debemos traer para la inscripción?\nEl acta de nacimiento del estudiante u otro comprobante de edad, el registro de vacunas, la boleta de calificaciones o el historial académico más reciente, y un comprobante de domicilio. Si el estudiante es menor de 18 años, viene acompañado de uno de sus padres o de su tutor.',
    ],
    moreQuestions: '¿Tiene otra pregunta? Con gusto le ayudamos:',
    chat: 'Hable con un miembro de nuestro equipo',
  },
};

/**
 * The programs the Info Kit lists, named in the family's language: the site's programs for the brand,
 * each with its link (the list the site page shows) and the programs page last. Without a site, or a
 * site without programs, every program by name (as text) and the programs page once, so one address
 * is not repeated per program.
 */
function programBlocks(
  site: Site | null,
  brandName: string,
  language: FamilyLanguage,
  allPrograms: string,
): EmailBlock[] {
  const ofSite = programsForBrand(site?.enrollment_info?.programTypes ?? [], brandName, language);
  const all = { label: allPrograms, url: LEARN4LIFE_PAGES.programs };
  if (ofSite.length === 0) {
    return [
      PROGRAM_ORDER.map((code) => `- ${siteProgramLabel(code, language)}`).join('\n'),
      { links: [all] },
    ];
  }
  const linked = ofSite.map((program) => ({
    label: program.label,
    url: program.url ?? LEARN4LIFE_PAGES.programs,
  }));
  return [{ links: [...linked, all] }];
}

/** The Info Kit's sections, in the family's language, between the greeting and the registration link. */
export function infoKitBlocks(site: Site | null, brandName: string, language: FamilyLanguage): EmailBlock[] {
  const texts = INFO_KIT[language];
  return [
    { heading: texts.modelHeading },
    texts.model,
    { heading: texts.programsHeading },
    texts.programsIntro,
    ...programBlocks(site, brandName, language, texts.allPrograms),
    { heading: texts.storiesHeading },
    texts.stories,
    { links: [{ label: texts.readStories, url: LEARN4LIFE_PAGES.stories }] },
    { heading: texts.faqHeading },
    ...texts.faqs,
    texts.moreQuestions,
    { links: [{ label: texts.chat, url: LEARN4LIFE_PAGES.chat }] },
  ];
}
