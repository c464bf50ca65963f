/**
 * The Lelo pages loaded together as one chunk by the router; the confirmation page is a chunk of its own
 * (see LeloConfirmationAhead).
 */
import { preload } from '../../lib/preloadable-lazy.ts';
import { LELO_STEP_COMPONENTS } from './lelo-step-components.ts';

export { LeloPage } from './lelo-page.tsx';
export { SessionClosedPage } from './session-closed-page.tsx';

/** Fetches the location step's code, where the wizard opens (never rejects). */
export const preloadFirstStep = (): Promise<void> => preload(LELO_STEP_COMPONENTS.location);
