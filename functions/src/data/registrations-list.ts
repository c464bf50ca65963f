import type { SqlQuerySpec } from '@azure/cosmos';
import {
  ageOn,
  enrollmentTypeLabel,
  type RegistrationListFilters,
  type RegistrationListPage,
  type RegistrationListQuery,
  type RegistrationListRow,
  type RegistrationRecord,
  type RegistrationSortColumn,
} from '@enroll/domain';
import { type CharterScope, charterScopeFilter } from '../platform/charter-scope.ts';
import type { KeysetCursor } from '../services/staff-list/keyset-cursor.ts';
import {
  ageCondition,
  buildCountQuery,
  buildListQuery,
  countList,
  iterateList,
  type KeysetListDefinition,
  LIST_BATCH_SIZE,
  listPage,
  searchCondition,
  type WhereClause,
} from '../services/staff-list/keyset-list.ts';
import type { RegistrationListSortKey } from './registration-list-keys.ts';

/**
 * The one scoped query of /registration-forms: the list endpoint pages it, the Excel export walks it.
 * Filters follow domain/src/registration/registration-list-query.ts; search and sort read the
 * lowercase `listKeys` every write stores (registration-list-keys.ts); the keyset machinery is the
 * staff lists' (services/staff-list/keyset-list.ts).
 */

const COMPLETE = 'Enrollment Complete';
const TERMINATED = 'Enrollment Terminated';

/**
 * The WHERE conditions for the filters and the scope. No toggle and the age toggles are the regular
 * view (neither complete nor terminated); completed and terminated show only those.
 */
function whereOf(filters: RegistrationListFilters, scope: CharterScope, today: string): WhereClause {
  const scoped = charterScopeFilter(scope, 'c.charter_id');
  const conditions = [scoped.condition];
  const parameters = [...scoped.parameters];
  const toggle = filters.filter;
  if (toggle === 'completed') conditions.push(`c.status = '${COMPLETE}'`);
  else if (toggle === 'terminated') conditions.push(`c.status = '${TERMINATED}'`);
  else conditions.push(`c.status != '${COMPLETE}'`, `c.status != '${TERMINATED}'`);
  for (const part of [
    toggle === 'under18' || toggle === 'over18' ? ageCondition(toggle, today) : null,
    searchCondition(filters.search),
  ]) {
    if (!part) continue;
    conditions.push(...part.conditions);
    parameters.push(...part.parameters);
  }
  return { conditions, parameters };
}

const ROW_FIELDS = [
  'id',
  '_uuid',
  'createdAt',
  'status',
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
] as const satisfies readonly (keyof RegistrationListRow)[];
type RowField = (typeof ROW_FIELDS)[number];

const REGISTRATION_LIST: KeysetListDefinition<
  RegistrationSortColumn,
  RegistrationListSortKey,
  RegistrationListFilters,
  RowField
> = {
  container: 'registrations',
  defaultKey: 'createdAt',
  sortKeys: {
    createdAt: { key: 'createdAt', reversed: false },
    status: { key: 'status', reversed: false },
    learningCenterName: { key: 'learningCenter', reversed: false },
    enrollmentType: { key: 'enrollmentType', reversed: false },
    studentName: { key: 'studentName', reversed: false },
    // Older first is a larger age: age ascending is birth date descending.
    age: { key: 'birthDate', reversed: true },
    phone: { key: 'phone', reversed: false },
    email: { key: 'email', reversed: false },
  },
  rowFields: ROW_FIELDS,
  where: whereOf,
};

/** The page query (`page` absent: every matching registration, whole documents, for the export). */
export function buildRegistrationListQuery(
  filters: RegistrationListFilters,
  scope: CharterScope,
  today: string,
  page?: { cursor?: KeysetCursor | undefined; pageSize: number; rowsOnly?: boolean },
): SqlQuerySpec {
  return buildListQuery(REGISTRATION_LIST, filters, scope, today, page);
}

/** The count query of the same filters and scope (the list's 'N Record(s)'). */
export function buildRegistrationCountQuery(
  filters: RegistrationListFilters,
  scope: CharterScope,
  today: string,
): SqlQuerySpec {
  return buildCountQuery(REGISTRATION_LIST, filters, scope, today);
}

export function countRegistrations(
  filters: RegistrationListFilters,
  scope: CharterScope,
  today: string,
): Promise<number> {
  return countList(REGISTRATION_LIST, filters, scope, today);
}

function toRow(document: Record<RowField, unknown>, today: string): RegistrationListRow {
  const row = {} as RegistrationListRow;
  for (const field of ROW_FIELDS) Object.assign(row, { [field]: document[field] });
  row.registerForIntercession = row.registerForIntercession === true;
  row.age = ageOn(row.birthDate ?? '', today);
  row.enrollmentType = enrollmentTypeLabel(row);
  return row;
}

/** One page of GET /api/registration; the total only on the first page (no cursor). */
export function listRegistrationPage(
  query: RegistrationListQuery,
  scope: CharterScope,
  today: string,
): Promise<RegistrationListPage> {
  return listPage(REGISTRATION_LIST, query, scope, today, (document) => toRow(document, today));
}

/**
 * Every matching registration in the list's order, in keyset batches (one batch held at a time),
 * whole records without system fields and list keys: what the Excel export writes.
 */
export function iterateRegistrations(
  filters: RegistrationListFilters,
  scope: CharterScope,
  today: string,
  batchSize = LIST_BATCH_SIZE,
): AsyncIterable<RegistrationRecord> {
  return iterateList<
    RegistrationSortColumn,
    RegistrationListSortKey,
    RegistrationListFilters,
    RowField,
    RegistrationRecord
  >(REGISTRATION_LIST, filters, scope, today, batchSize);
}
