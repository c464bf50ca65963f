import type { CharterScope } from '@enroll/domain';
import {
  businessDaysUtc,
  LELO_LIST_ROW_FIELDS,
  type LeloListFilters,
  type LeloListRow,
  type LeloRegistrationRecord,
  type LeloSortColumn,
  leloListDays,
  leloListSession,
} from '@enroll/domain';
import { queryAll } from './cosmos-client.ts';
import { keysetList, staffListWhere, type WhereClause } from './keyset-list.ts';
import type { LeloListSortKey } from './lelo-list-keys.ts';

/**
 * The one scoped query of /lelo-forms ('Secondary Enrollments'): the list endpoint pages it, the
 * exports walk it. Filters follow domain/src/lelo/lelo-list-query.ts; search and sort read the
 * lowercase `listKeys` every write stores (lelo-list-keys.ts); the keyset machinery is the staff
 * lists' (services/staff-list/keyset-list.ts).
 */

/**
 * The scope (the entry's charter_id), the status, the session (its id or permalink), the submit days
 * in the business time zone (on the stored createdAt key, the default order's key) and the search.
 */
function whereOf(filters: LeloListFilters, scope: CharterScope, today: string): WhereClause {
  const where = staffListWhere({ scope, view: ['c.status = @status'], search: filters.search }, today);
  where.parameters.push({ name: '@status', value: filters.status });
  const session = leloListSession(filters);
  if (session !== '') {
    where.conditions.push('(c.LeloRegistrationProfile = @session OR c.permaLink = @session)');
    where.parameters.push({ name: '@session', value: session });
  }
  const days = leloListDays(filters, today);
  if (days) {
    const { from, before } = businessDaysUtc(days);
    where.conditions.push('c.listKeys.createdAt >= @createdFrom', 'c.listKeys.createdAt < @createdBefore');
    where.parameters.push({ name: '@createdFrom', value: from }, { name: '@createdBefore', value: before });
  }
  return where;
}

/** The row fields and the stored agreement's address, which the Signed Agreement column reads. */
const ROW_FIELDS = [...LELO_LIST_ROW_FIELDS, 'uploadedUrl'] as const;

const leloList = keysetList<
  LeloSortColumn,
  LeloListSortKey,
  LeloListFilters,
  (typeof ROW_FIELDS)[number],
  LeloListRow,
  LeloRegistrationRecord
>({
  container: 'leloRegistrations',
  // An entry carries its courses and signature evidence (a few KB): batches as the registrations'.
  batchSize: 500,
  defaultKey: 'createdAt',
  sortKeys: {
    createdAt: 'createdAt',
    status: 'status',
    studentName: 'studentName',
    learningCenter: 'learningCenter',
    phone: 'phone',
    email: 'email',
    signedAgreement: 'signedAgreement',
    permalink: 'permalink',
  },
  reversed: [],
  rowFields: ROW_FIELDS,
  where: whereOf,
  toRow(document) {
    const text = (field: (typeof ROW_FIELDS)[number]) => {
      const value = document[field];
      return typeof value === 'string' ? value : '';
    };
    const row = {} as LeloListRow;
    for (const field of LELO_LIST_ROW_FIELDS) Object.assign(row, { [field]: text(field) });
    row.fileName = row.fileName || null;
    row.hasSignedAgreement = text('uploadedUrl') !== '';
    return row;
  },
});

/**
 * The list's queries under the names its callers use (keysetList): GET /api/leloRegistration pages it,
 * the exports count and walk it (one batch held at a time).
 */
export const buildLeloListQuery = leloList.query;
export const buildLeloCountQuery = leloList.countQuery;
export const countLeloRegistrations = leloList.count;
export const listLeloPage = leloList.page;
export const iterateLeloRegistrations = leloList.iterate;

/** How many of the filtered entries have a stored signed agreement: what the agreements' ZIP holds. */
export async function countLeloAgreements(
  filters: LeloListFilters,
  scope: CharterScope,
  today: string,
): Promise<number> {
  const { query, parameters } = leloList.countQuery(filters, scope, today);
  const resources = await queryAll<number>('leloRegistrations', {
    query: `${query} AND IS_STRING(c.uploadedUrl) AND c.uploadedUrl != ''`,
    parameters,
  });
  // Cosmos answers a cross-partition count in parts.
  return resources.reduce((sum, part) => sum + part, 0);
}
