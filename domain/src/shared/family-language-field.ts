import * as z from 'zod/mini';
import { FAMILY_LANGUAGES } from './family-language.ts';

/**
 * The `language` field of a public submission: one of the family languages, English when absent.
 * Kept apart from family-language.ts so a page that only reads the language (every public first
 * load) does not carry the schema library with it.
 */
export const familyLanguageField = z._default(z.enum(FAMILY_LANGUAGES, 'language.invalid'), 'en');
