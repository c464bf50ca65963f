import type * as z from 'zod/mini';
import { STAFF_LIST_RECORD_FIELDS, type StaffListPage, staffToggleListSchemas } from '../staff/staff-list.ts';
import type { EnrollmentTypeLabel } from './enrollment-type.ts';
import type { RegistrationRecord, RegistrationStatus } from './registration-record.ts';

/**
 * The four mutually exclusive toggles of /registration-forms (the spec's regular / completed /
 * terminated views and the age toggle). Without one the list shows the regular view: every
 * registration that is neither 'Enrollment Complete' nor 'Enrollment Terminated'; under/over 18 narrow
 * that regular view; completed and terminated show only those. Clicking the active toggle returns to
 * the regular view.
 */
export const REGISTRATION_LIST_FILTERS = ['under18', 'over18', 'completed', 'terminated'] as const;
export type RegistrationListFilter = (typeof REGISTRATION_LIST_FILTERS)[number];

/**
 * The sortable columns: Submit Date, Status, Learning Center, Enrollment (Intersession or Regular),
 * Student Name, Age (by birth date, today's age), Phone and Email (the student's).
 */
export const REGISTRATION_SORT_COLUMNS = [
  'createdAt',
  'status',
  'learningCenterName',
  'enrollmentType',
  'studentName',
  'age',
  'phone',
  'email',
] as const;
export type RegistrationSortColumn = (typeof REGISTRATION_SORT_COLUMNS)[number];

const registrationListSchemas = staffToggleListSchemas(REGISTRATION_LIST_FILTERS, REGISTRATION_SORT_COLUMNS);

/**
 * GET /api/registration: the query string. Search matches the student's name, e-mail and phone, the
 * learning center, the charter, the status and the registration id (_uuid).
 */
export const registrationListQuerySchema = registrationListSchemas.query;
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** The filters of an export: the list as the screen shows it, every page. */
export const registrationListFiltersSchema = registrationListSchemas.filters;
export type RegistrationListFilters = z.output<typeof registrationListFiltersSchema>;

/** The registration's fields a row of the list (table and cards) shows. */
export const REGISTRATION_LIST_ROW_FIELDS = [
  ...STAFF_LIST_RECORD_FIELDS,
  'progressLevel',
  'processingLevel',
  'firstName',
  'lastName',
  'birthDate',
  'studentPrimaryPhone',
  'studentEmail',
  'learningCenterId',
  'learningCenterName',
  'learningCenterCharter',
  'registerForIntercession',
] as const satisfies readonly (keyof RegistrationRecord)[];

/** One row of the list (table and cards). */
export type RegistrationListRow = Pick<RegistrationRecord, (typeof REGISTRATION_LIST_ROW_FIELDS)[number]> & {
  /** Whole years today (business time zone), from the birth date. */
  age: number | null;
  enrollmentType: EnrollmentTypeLabel;
};

export type RegistrationListPage = StaffListPage<RegistrationListRow>;

/** GET /api/status_types: the registration statuses, in the spec's order. */
export interface RegistrationStatusTypes {
  statuses: readonly RegistrationStatus[];
}
