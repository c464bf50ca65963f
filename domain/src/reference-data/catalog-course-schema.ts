import * as z from 'zod/mini';
import { SCHOOL_LEVELS } from '../lelo/grades.ts';
import { SCHOOL_YEAR_PATTERN } from '../lelo/session-schema.ts';
import {
  booleanField,
  optionalReferenceText,
  referenceKeyField,
  referenceTextField,
} from './reference-fields.ts';

/**
 * A course of a charter's catalog (`catalog` container) as an operator writes it: the charter's key,
 * the course code (the id is derived from the charter, edition and code), the edition (school year and
 * term), the school level, name, grades, credits and NCAA flag. The master agreement name defaults to
 * '<code> <name>'.
 */
export const catalogCourseSchema = z.object({
  charterKey: referenceKeyField(),
  code: referenceTextField(100),
  school_year: z
    .string('required')
    .check(z.trim(), z.minLength(1, 'required'), z.regex(SCHOOL_YEAR_PATTERN, 'session.schoolYear.format')),
  catalog_term: referenceTextField(50),
  course_type: z.enum(SCHOOL_LEVELS, 'reference.schoolLevel.invalid'),
  course_name: referenceTextField(100),
  grade_level_offered: referenceTextField(100),
  credits: referenceTextField(100),
  ncaa: booleanField(false),
  master_agreement_name: optionalReferenceText(200),
});
export type CatalogCourseInput = z.input<typeof catalogCourseSchema>;
export type CatalogCourseRow = z.output<typeof catalogCourseSchema>;
