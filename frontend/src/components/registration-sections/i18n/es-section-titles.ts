import type { Translation } from '../../../i18n/catalog-types.ts';
import type { registrationSectionTitlesEn } from './en-section-titles.ts';

/** Spanish of the registration sections' titles (spread into the wizard's Spanish step titles). */
export const registrationSectionTitlesEs: Translation<typeof registrationSectionTitlesEn> = {
  studentInformation: 'Información del estudiante',
  physicalAddress: 'Domicilio',
  mailingAddress: 'Dirección postal',
  ethnicity: 'Origen étnico',
  previousSchool: 'Escuela anterior',
  primaryLanguage: 'Idioma principal',
  homeLanguageSurvey: 'Encuesta sobre el idioma del hogar',
  migrantEducation: 'Educación migrante',
  releaseRequests: 'Autorizaciones',
  dassInformation: 'Historial escolar (DASS)',
  homeSurvey: 'Tecnología en casa',
  healthConditions: 'Salud',
  parentCustody: 'Custodia',
  emergencyContacts: 'Contactos de emergencia',
};
