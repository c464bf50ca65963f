import type { Translation } from '../../../i18n/catalog-types.ts';
import type { rightsDialogEn } from './dialog-en.ts';

/** Spanish texts of the 'Charter School Enrollment Rights' dialog (namespace `rightsDialog`). */
export const rightsDialogEs: Translation<typeof rightsDialogEn> = {
  title: 'Derechos de inscripción en escuelas chárter',
  intro:
    'La ley de California (Código de Educación, sección 47605(e)(4)) protege a los estudiantes y a las familias que desean inscribirse en una escuela chárter o permanecer en ella. Según esta ley:',
  noDiscouraging:
    'Una escuela chárter no puede desanimar a un estudiante a inscribirse, ni a intentar inscribirse, por ningún motivo. Esto incluye el rendimiento académico del estudiante y el hecho de que sea un estudiante con discapacidad, que esté aprendiendo inglés, que tenga bajo rendimiento académico, que esté desatendido o sea delincuente, que no tenga hogar, que tenga desventajas económicas o que esté en un hogar de crianza temporal, así como su nacionalidad, raza, origen étnico u orientación sexual.',
  noRecords:
    'Una escuela chárter no puede pedir los expedientes de un estudiante, ni exigir que el padre, la madre, el tutor o el estudiante los entreguen, antes de que el estudiante esté inscrito.',
  noDisenrolling:
    'Una escuela chárter no puede animar a un estudiante actual a dejar la escuela o a cambiarse a otra escuela por ningún motivo, incluidos los motivos mencionados arriba. Esto no se aplica a la suspensión o la expulsión por motivos disciplinarios según los procedimientos de la propia escuela.',
  noticeHeading: 'Cuándo recibe usted este aviso',
  notice:
    'Toda escuela chárter debe publicar este aviso en su sitio web y entregarlo al padre, la madre o el tutor, o al estudiante de 18 años o más:',
  noticeOnInquiry: 'cuando pregunten sobre la inscripción;',
  noticeBeforeLottery: 'antes de que se realice un sorteo de inscripción;',
  noticeBeforeDisenrollment: 'antes de que se dé de baja a un estudiante.',
  complaint:
    'Si usted cree que una escuela chárter no ha cumplido estas reglas, puede presentar una queja ante la entidad que autorizó a la escuela chárter.',
  close: 'Cerrar',
};
