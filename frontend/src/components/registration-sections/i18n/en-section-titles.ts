/**
 * The registration sections' titles where the public wizard, the staff
 * registration form and the registration detail word them alike. Each screen's catalog spreads them
 * into its own `sections` keys; the parent sections' titles differ by screen, so each words them itself.
 */
export const registrationSectionTitlesEn = {
  studentInformation: 'Student Information',
  physicalAddress: 'Physical Address',
  mailingAddress: 'Mailing Address',
  ethnicity: 'Ethnicity',
  previousSchool: 'Previous School Information',
  primaryLanguage: 'Primary Language',
  homeLanguageSurvey: 'Home Language Survey',
  migrantEducation: 'Migrant Education',
  releaseRequests: 'Release Requests',
  dassInformation: 'DASS Information',
  homeSurvey: 'Home Survey',
  healthConditions: 'Health Conditions',
  parentCustody: 'Parent Custody Information',
  emergencyContacts: 'Emergency Contacts',
};
