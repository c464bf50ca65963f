import * as z from 'zod/mini';
import { recordIdField } from '../shared/id-fields.ts';
import { referenceKeyField, referenceTextField } from './reference-fields.ts';

/** One school level of an offering: the catalog edition, courses per student, the NCAA notice, the course names. */
const levelRow = z.object({
  courseYear: z._default(z.string().check(z.trim()), ''),
  catalogTerm: z._default(z.string().check(z.trim()), ''),
  totalCourses: z._default(z.string().check(z.trim()), '1'),
  includeNCAA: z._default(z.string().check(z.trim()), ''),
  /** Names of the charter's catalog courses of this level and edition, in the order families see them. */
  courses: z._default(z.array(referenceTextField(100)), []),
});

/**
 * What one learning center offers in one session (`courses` container) as an operator writes it: the
 * session (id or permalink), the learning center (slug or id) and per school level the catalog courses
 * by name. The importer turns the names into catalog ids and checks the result with the staff setup
 * screen's own schema (courseOfferingSubmitSchema).
 */
export const courseOfferingRowSchema = z.object({
  session: recordIdField(),
  site: referenceKeyField(),
  highSchoolDetails: z.prefault(levelRow, {}),
  middleSchoolDetails: z.prefault(levelRow, {}),
  elementarySchoolDetails: z.prefault(levelRow, {}),
});
export type CourseOfferingRowInput = z.input<typeof courseOfferingRowSchema>;
export type CourseOfferingRow = z.output<typeof courseOfferingRowSchema>;
