import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import type { StepComponents } from './step-types.ts';

/**
 * Each step's component, loaded when the step is first shown or, sooner, when the wizard preloads the
 * steps beside the one on screen (the first load carries none of them). Every step of both variants has
 * one; a key left out would show 'This step is not available yet.'.
 */
export const STEP_COMPONENTS = {
  studentInformation: preloadableLazy(() => import('./steps/student-information-step.tsx')),
  studentPreference: preloadableLazy(() => import('./steps/student-preference-step.tsx')),
  parentInformation: preloadableLazy(() => import('./steps/parent-information-step.tsx')),
  parent2Information: preloadableLazy(() => import('./steps/parent2-information-step.tsx')),
  physicalAddress: preloadableLazy(() => import('./steps/physical-address-step.tsx')),
  mailingAddress: preloadableLazy(() => import('./steps/mailing-address-step.tsx')),
  ethnicity: preloadableLazy(() => import('./steps/ethnicity-step.tsx')),
  previousSchool: preloadableLazy(() => import('./steps/previous-school-step.tsx')),
  primaryLanguage: preloadableLazy(() => import('./steps/primary-language-step.tsx')),
  homeLanguageSurvey: preloadableLazy(() => import('./steps/home-language-survey-step.tsx')),
  migrantEducation: preloadableLazy(() => import('./steps/migrant-education-step.tsx')),
  releaseRequests: preloadableLazy(() => import('./steps/release-requests-step.tsx')),
  dassInformation: preloadableLazy(() => import('./steps/dass-information-step.tsx')),
  homeSurvey: preloadableLazy(() => import('./steps/home-survey-step.tsx')),
  healthConditions: preloadableLazy(() => import('./steps/health-conditions-step.tsx')),
  parentCustody: preloadableLazy(() => import('./steps/parent-custody-step.tsx')),
  emergencyContacts: preloadableLazy(() => import('./steps/emergency-contacts-step.tsx')),
} satisfies Required<StepComponents>;

/**
 * The page after the submit: not part of the first load. The wizard fetches it while the last step
 * is filled, so it shows at once when the registration is sent.
 */
export const RegistrationThankYouAhead = preloadableLazy<object>(() =>
  import('./components/registration-thank-you.tsx').then((module) => ({
    default: module.RegistrationThankYou,
  })),
);
