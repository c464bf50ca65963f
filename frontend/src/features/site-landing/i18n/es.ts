import type { Translation } from '../../../i18n/catalog-types.ts';
import type { enSiteLanding } from './en.ts';

/** Spanish texts of the information and site landing page (namespace `siteLanding`). */
export const esSiteLanding: Translation<typeof enSiteLanding> = {
  hero: {
    title: '¡Gracias por su interés en nuestra escuela!',
    subtitle: 'Conozca nuestros programas',
  },
  generic: {
    heading: 'Acerca de {{brandName}}',
    body: 'Los centros de aprendizaje de {{brandName}} ofrecen un aprendizaje flexible y personalizado, con el apoyo individual de maestros que se preocupan por cada estudiante. Busque el centro más cercano para conocer sus programas y pedir información.',
    photoAlt: 'Estudiantes y maestros de {{brandName}}',
    findLocation: 'Buscar un centro de aprendizaje cerca de usted',
  },
  site: {
    aboutHeading: 'Quiénes somos',
    aboutPlaceholder:
      'Pronto tendremos más información sobre este centro de aprendizaje. Pida información y con gusto nuestro personal responderá sus preguntas.',
    programsHeading: 'Nuestros programas',
    programsLoading: 'Cargando los programas...',
    programsPlaceholder:
      'Pronto publicaremos los programas de este centro de aprendizaje. Pida información para saber qué programas ofrece.',
    moreAboutHeading: 'Más sobre nosotros',
    moreAboutPlaceholder:
      'Estamos preparando más detalles sobre este centro de aprendizaje. Mientras tanto, pida información o inscriba al estudiante y nuestro personal se comunicará con usted.',
  },
  actions: {
    requestInformation: 'Pedir información',
    expandedLearning: 'Inscripción al Aprendizaje Ampliado',
    yearRound: 'Inscripción para todo el año',
  },
  invalid: {
    findLocation: 'Buscar un centro de aprendizaje',
  },
  loadError: {
    body: 'No pudimos cargar este centro de aprendizaje. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
};
