import { staffValidationMessagesEn } from '@enroll/domain';
// From i18n.ts, not translate.ts: the family part must be registered first (it names the namespace's
// Spanish loader), and importing i18n.ts runs that registration.
import { addMessages } from './i18n.ts';

/**
 * The validation messages only staff screens show, added to the 'validation' namespace when the staff
 * routes load (app/staff-routes.tsx imports this module for its effect), so the public pages' first
 * load does not carry them. Staff screens read English only, so there is no Spanish part to load.
 */
addMessages('validation', staffValidationMessagesEn);
