import type { CharterScope } from '@enroll/domain';
import {
  ageOn,
  ageToggleOf,
  enrollmentTypeLabel,
  REGISTRATION_LIST_ROW_FIELDS,
  type RegistrationListFilters,
  type RegistrationListRow,
  type RegistrationRecord,
  type RegistrationSortColumn,
  registrationViewSql,
} from '@enroll/domain';
import { keysetList, rowFieldsOf, staffListWhere, type WhereClause } from './keyset-list.ts';
import type { RegistrationListSortKey } from './registration-list-keys.ts';

/**
 * The one scoped query of /registration-forms: the list endpoint pages it, the Excel export walks it.
 * Filters follow domain/src/registration/registration-list-query.ts; search and sort read the
 * lowercase `listKeys` every write stores (registration-list-keys.ts); the keyset machinery is the
 * staff lists' (services/staff-list/keyset-list.ts).
 */

/**
 * No toggle and the age toggles are the regular view (neither complete nor terminated); completed
 * and terminated show only those.
 */
function whereOf(filters: RegistrationListFilters, scope: CharterScope, today: string): WhereClause {
  const toggle = filters.filter;
  const view = registrationViewSql(toggle ?? '');
  const age = ageToggleOf(toggle);
  // The Enrollment column's text ('Regular', 'Intersession') is searched too.
  return staffListWhere(
    { scope, view, age, search: filters.search, alsoSearched: ['enrollmentType'] },
    today,
  );
}

/**
 * Registrations read per query by the export: a registration has ~150 fields (an interest ~40), and 500
 * keeps the export's batch, parsed and queued for the sheet, to tens of megabytes; 2,000 measured
 * ~250 MB over the host's baseline.
 */
export const REGISTRATION_EXPORT_BATCH = 500;

const registrationList = keysetList<
  RegistrationSortColumn,
  RegistrationListSortKey,
  RegistrationListFilters,
  (typeof REGISTRATION_LIST_ROW_FIELDS)[number],
  RegistrationListRow,
  RegistrationRecord
>({
  container: 'registrations',
  batchSize: REGISTRATION_EXPORT_BATCH,
  defaultKey: 'createdAt',
  sortKeys: {
    createdAt: 'createdAt',
    status: 'status',
    learningCenterName: 'learningCenter',
    enrollmentType: 'enrollmentType',
    studentName: 'studentName',
    age: 'birthDate',
    phone: 'phone',
    email: 'email',
  },
  reversed: ['age'],
  rowFields: REGISTRATION_LIST_ROW_FIELDS,
  where: whereOf,
  toRow(document, today) {
    const row = rowFieldsOf(document, REGISTRATION_LIST_ROW_FIELDS) as RegistrationListRow;
    row.registerForIntercession = row.registerForIntercession === true;
    row.age = ageOn(row.birthDate ?? '', today);
    row.enrollmentType = enrollmentTypeLabel(row);
    return row;
  },
});

/**
 * The list's queries under the names its callers use (keysetList): GET /api/registration pages it, the
 * Excel export counts and walks it (whole records, one batch held at a time).
 */
export const buildRegistrationListQuery = registrationList.query;
export const buildRegistrationCountQuery = registrationList.countQuery;
export const countRegistrations = registrationList.count;
export const listRegistrationPage = registrationList.page;
export const iterateRegistrations = registrationList.iterate;
