/**
 * Query strings and path ids of the public Lelo configuration endpoints (docs/api.md "Secondary
 * enrollment, Lelo (public)"). Messages are keys of the English catalog.
 */
import * as z from 'zod/mini';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { SCHOOL_LEVELS } from './grades.ts';
import { SCHOOL_YEAR_PATTERN } from './session-schema.ts';

/** Ids the setup writes (24-hex site and charter ids, `lelo-session-...`): the shared record id pattern. */
const configId = z.prefault(recordIdField(), '');

/** An optional filter: absent or blank (an unselected filter) means no filter. */
function optionalFilter<T extends z.core.$ZodType<string, string>>(checked: T) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(checked),
  );
}

/** `?charter_id=...`: course_catalog_options. */
export const charterQuerySchema = z.object({ charter_id: configId });

/** `?charter_id=...&language=...`: master_agreement_description in the family's language (English when absent). */
export const masterAgreementQuerySchema = z.object({ charter_id: configId, language: familyLanguageField });
export type CharterQuery = z.output<typeof charterQuerySchema>;

/** GET /api/v1/config/course_catalog: a charter's catalog, narrowed by year, term and course type. */
export const courseCatalogQuerySchema = z.object({
  charter_id: configId,
  school_year: optionalFilter(
    z.string().check(z.trim(), z.regex(SCHOOL_YEAR_PATTERN, 'session.schoolYear.format')),
  ),
  catalog_term: optionalFilter(z.string().check(z.trim(), z.maxLength(50, 'lelo.text.max50'))),
  course_type: optionalFilter(z.enum(SCHOOL_LEVELS, 'registration.option.invalid')),
});
export type CourseCatalogQuery = z.output<typeof courseCatalogQuerySchema>;

/** GET /api/courses/{siteId}/{charter_id}/{sessionId}. */
export const courseOfferingPathSchema = z.object({
  siteId: configId,
  charter_id: configId,
  sessionId: configId,
});

/** GET /api/lelotemplate/... and /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}. */
export const templatePathSchema = courseOfferingPathSchema;
export type LeloConfigPath = z.output<typeof courseOfferingPathSchema>;
