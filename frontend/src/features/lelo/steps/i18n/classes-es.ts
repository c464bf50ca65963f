import type { Translation } from '../../../../i18n/catalog-types.ts';
import type { leloClassesEn } from './classes-en.ts';

/** Spanish of Registration for Classes (6/7) (namespace 'leloClasses'). */
export const leloClassesEs: Translation<typeof leloClassesEn> = {
  gradeLevel: 'Grado escolar',
  notes: 'Notas',
  coursesHeading: 'Cursos',
  course: 'Curso {{number}}',
  courseOption: '{{name}} (Créditos: {{credits}})',
  courseAgreement: 'Acuerdo: {{name}}',
  credits: 'Créditos: {{credits}}',
  chooseGradeFirst: 'Elija un grado escolar para ver sus cursos.',
  noCourses: 'No hay cursos disponibles para este grado escolar',
  loading: 'Cargando...',
  loadFailed: 'No pudimos cargar los cursos. Por favor, inténtelo de nuevo.',
  notOffered:
    'Este centro de aprendizaje no tiene clases en este período. Por favor, regrese al primer paso y elija otro centro de aprendizaje.',
  ncaa: {
    heading: 'Aviso de la NCAA',
    notice:
      'Eligió un curso aprobado por la NCAA (National Collegiate Athletic Association, la asociación deportiva universitaria de Estados Unidos). Si el estudiante piensa practicar un deporte en una universidad de la NCAA, el Centro de Elegibilidad de la NCAA (NCAA Eligibility Center) revisará sus cursos y calificaciones de la preparatoria para decidir si cumple los requisitos. Tomar este curso no basta por sí solo para cumplirlos: la NCAA tiene sus propias reglas sobre qué cursos cuentan y cómo deben completarse, y solo ella toma la decisión final. Antes de contar con este curso para la elegibilidad deportiva, hable con el consejero escolar y revise su expediente con el Centro de Elegibilidad de la NCAA.',
    understand: 'Entiendo',
  },
};
