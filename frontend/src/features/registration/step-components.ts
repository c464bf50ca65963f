import { lazy } from 'react';
import type { StepComponents } from './step-types.ts';

/**
 * Each step's component, loaded when the step is first shown (the first load carries none of them).
 * Every step of both variants has one; a key left out would show 'This step is not available yet.'.
 */
export const STEP_COMPONENTS = {
  studentInformation: lazy(() => import('./steps/student-information-step.tsx')),
  studentPreference: lazy(() => import('./steps/student-preference-step.tsx')),
  parentInformation: lazy(() => import('./steps/parent-information-step.tsx')),
  parent2Information: lazy(() => import('./steps/parent2-information-step.tsx')),
  physicalAddress: lazy(() => import('./steps/physical-address-step.tsx')),
  mailingAddress: lazy(() => import('./steps/mailing-address-step.tsx')),
  ethnicity: lazy(() => import('./steps/ethnicity-step.tsx')),
  previousSchool: lazy(() => import('./steps/previous-school-step.tsx')),
  primaryLanguage: lazy(() => import('./steps/primary-language-step.tsx')),
  homeLanguageSurvey: lazy(() => import('./steps/home-language-survey-step.tsx')),
  migrantEducation: lazy(() => import('./steps/migrant-education-step.tsx')),
  releaseRequests: lazy(() => import('./steps/release-requests-step.tsx')),
  dassInformation: lazy(() => import('./steps/dass-information-step.tsx')),
  homeSurvey: lazy(() => import('./steps/home-survey-step.tsx')),
  healthConditions: lazy(() => import('./steps/health-conditions-step.tsx')),
  parentCustody: lazy(() => import('./steps/parent-custody-step.tsx')),
  emergencyContacts: lazy(() => import('./steps/emergency-contacts-step.tsx')),
} satisfies Required<StepComponents>;
