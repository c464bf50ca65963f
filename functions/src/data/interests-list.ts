import type { SqlQuerySpec } from '@azure/cosmos';
import {
  ageOn,
  type InterestEntry,
  type InterestListFilters,
  type InterestListPage,
  type InterestListQuery,
  type InterestListRow,
  type InterestSortColumn,
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
import type { InterestListSortKey } from './interest-list-keys.ts';

export { adultCutoff } from '../services/staff-list/keyset-list.ts';

/**
 * The one scoped query of the staff interest list: the list endpoint pages it, the exports walk it.
 * Filters follow domain/src/interest/interest-list-query.ts; search and sort read the lowercase
 * `listKeys` every write stores (interest-list-keys.ts); the keyset machinery is the staff lists'
 * (services/staff-list/keyset-list.ts).
 */

/** The WHERE conditions (ANDed) and their parameters for the filters and the scope. */
function whereOf(filters: InterestListFilters, scope: CharterScope, today: string): WhereClause {
  const scoped = charterScopeFilter(scope, 'c.charter_id');
  const conditions = [scoped.condition];
  const parameters = [...scoped.parameters];
  const toggle = filters.filter ?? 'default';
  // The default list and the age toggles hide Not Interested entries.
  if (toggle === 'notInterested') conditions.push("c.status = 'Not Interested'");
  else if (toggle === 'transferred') conditions.push("c.status = 'Enrollment Submitted'");
  else conditions.push("c.status != 'Not Interested'");
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
  'enrollstatus',
  'lastContactDate',
  'studentFirstName',
  'studentLastName',
  'birthDate',
  'phone',
  'primaryEmail',
  'learningCenterId',
  'learningCenterName',
  'learningCenterCharter',
] as const satisfies readonly (keyof InterestListRow)[];

const INTEREST_LIST: KeysetListDefinition<
  InterestSortColumn,
  InterestListSortKey,
  InterestListFilters,
  (typeof ROW_FIELDS)[number]
> = {
  container: 'interests',
  defaultKey: 'createdAt',
  sortKeys: {
    createdAt: { key: 'createdAt', reversed: false },
    status: { key: 'status', reversed: false },
    learningCenterName: { key: 'learningCenter', reversed: false },
    studentName: { key: 'studentName', reversed: false },
    // Older first is a larger age: age ascending is birth date descending.
    age: { key: 'birthDate', reversed: true },
    phone: { key: 'phone', reversed: false },
    primaryEmail: { key: 'email', reversed: false },
    lastContactDate: { key: 'lastContactDate', reversed: false },
  },
  rowFields: ROW_FIELDS,
  where: whereOf,
};

/** The page query (`page` absent: every matching entry, whole documents, for the exports). */
export function buildInterestListQuery(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
  page?: { cursor?: KeysetCursor | undefined; pageSize: number; rowsOnly?: boolean },
): SqlQuerySpec {
  return buildListQuery(INTEREST_LIST, filters, scope, today, page);
}

/** The count query of the same filters and scope (what the list shows as its count). */
export function buildInterestCountQuery(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
): SqlQuerySpec {
  return buildCountQuery(INTEREST_LIST, filters, scope, today);
}

export function countInterests(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
): Promise<number> {
  return countList(INTEREST_LIST, filters, scope, today);
}

function toRow(document: Record<(typeof ROW_FIELDS)[number], unknown>, today: string): InterestListRow {
  const row = { age: ageOn(String(document.birthDate ?? ''), today) } as InterestListRow;
  for (const field of ROW_FIELDS) Object.assign(row, { [field]: document[field] });
  return row;
}

/** One page of GET /api/enrollment; the total only on the first page (no cursor). */
export function listInterestPage(
  query: InterestListQuery,
  scope: CharterScope,
  today: string,
): Promise<InterestListPage> {
  return listPage(INTEREST_LIST, query, scope, today, (document) => toRow(document, today));
}

export const INTEREST_BATCH_SIZE = LIST_BATCH_SIZE;

/** Every matching entry in the list's order, in keyset batches, without system fields and list keys. */
export function iterateInterests(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
  batchSize = INTEREST_BATCH_SIZE,
): AsyncIterable<InterestEntry> {
  return iterateList<InterestSortColumn, InterestListSortKey, InterestListFilters, string, InterestEntry>(
    INTEREST_LIST,
    filters,
    scope,
    today,
    batchSize,
  );
}
