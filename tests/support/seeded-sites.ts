/*
 * The seeded learning centers the tests name by id (the local seed writes them with these ids on every
 * run), one place for all suites.
 */

/** Learn4Life - Lancaster: a Learn4Life site (the long, 15-step registration). */
export const LANCASTER_ID = 'b2ba96878bd049e721fc7c59';
/** Holston - Kingsport: a Holston site (the short, 11-step registration). */
export const KINGSPORT_ID = '95f2e2552c33bb943ca6a508';
/** Flex High - Palmdale. */
export const PALMDALE_ID = '9fcf89929e3f6288a5718ea8';
