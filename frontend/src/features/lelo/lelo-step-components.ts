import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import type { LeloStepComponents } from './lelo-step-types.ts';

/**
 * Each step's component, in the wizard's order, as a chunk of its own: the first screen
 * loads only the location step (the prerendered page preloads it with the page), and the wizard fetches
 * the steps Next and Back lead to while the family fills the one on screen (lelo-wizard.tsx).
 */
export const LELO_STEP_COMPONENTS: LeloStepComponents = {
  location: preloadableLazy(() => import('./steps/location-step.tsx')),
  student: preloadableLazy(() => import('./steps/student-step.tsx')),
  parent: preloadableLazy(() => import('./steps/parent-step.tsx')),
  physicalAddress: preloadableLazy(() => import('./steps/physical-address-step.tsx')),
  mailingAddress: preloadableLazy(() => import('./steps/mailing-address-step.tsx')),
  classes: preloadableLazy(() => import('./steps/classes-step.tsx')),
  agreement: preloadableLazy(() => import('./steps/agreement-step.tsx')),
};

/**
 * The confirmation page (/response-lelo) as a chunk of its own: it carries the HTML sanitizer for the
 * site's message, which no step before the agreement needs. The route imports the same module; the
 * wizard fetches it while the agreement step is filled, so the page shows at once after the submit.
 */
export const LeloConfirmationAhead = preloadableLazy<object>(() =>
  import('./lelo-confirmation-page.tsx').then((module) => ({ default: module.LeloConfirmationPage })),
);
