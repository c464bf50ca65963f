/**
 * The Lelo pages loaded together as one chunk by the router; the confirmation page is a chunk of its own
 * (see LeloConfirmationAhead).
 */
export { LeloPage } from './lelo-page.tsx';
export { SessionClosedPage } from './session-closed-page.tsx';
