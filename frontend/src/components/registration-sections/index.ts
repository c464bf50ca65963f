/**
 * The registration form's sections, shared by the public wizard's steps and the
 * staff registration form. Each reads its form through react-hook-form's context.
 */

export { usePeopleFormStyles } from './address/people-form-styles.ts';
export { DassInformationSection } from './dass-information-section.tsx';
export { EmergencyContactsSection } from './emergency-contacts-section.tsx';
export { EthnicitySection } from './ethnicity-section.tsx';
export { HealthConditionsSection } from './health-conditions-section.tsx';
export { HomeLanguageSurveySection, PrimaryLanguageSection } from './language-sections.tsx';
export { ParentCustodySection } from './parent-custody-section.tsx';
export { ParentInformationSection } from './parent-information-section.tsx';
export { Parent2InformationSection, useSelfOnlyForAdults } from './parent2-information-section.tsx';
export { MailingAddressSection, PhysicalAddressSection } from './physical-address-section.tsx';
export { PreviousSchoolSection } from './previous-school-section.tsx';
export { QuestionGroup } from './question-group.tsx';
export { StudentInformationSection } from './student-information-section.tsx';
export { StudentPreferenceSection } from './student-preference-section.tsx';
export { HomeSurveySection, MigrantEducationSection, ReleaseRequestsSection } from './yes-no-sections.tsx';
