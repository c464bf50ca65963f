/** The Lelo pages, loaded together as one chunk by the router. */
export { LeloConfirmationPage } from './lelo-confirmation-page.tsx';
export { LeloPage } from './lelo-page.tsx';
export { SessionClosedPage } from './session-closed-page.tsx';
