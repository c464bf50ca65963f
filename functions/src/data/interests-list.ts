import type { CharterScope } from '@enroll/domain';
import {
  ageOn,
  ageToggleOf,
  INTEREST_LIST_ROW_FIELDS,
  type InterestEntry,
  type InterestListFilters,
  type InterestListRow,
  type InterestSortColumn,
} from '@enroll/domain';
import type { InterestListSortKey } from './interest-list-keys.ts';
import { keysetList, LIST_BATCH_SIZE, rowFieldsOf, staffListWhere, type WhereClause } from './keyset-list.ts';

/**
 * The one scoped query of the staff interest list: the list endpoint pages it, the exports walk it.
 * Filters follow domain/src/interest/interest-list-query.ts; search and sort read the lowercase
 * `listKeys` every write stores (interest-list-keys.ts); the keyset machinery is the staff lists'
 * (services/staff-list/keyset-list.ts).
 */

/** The default list and the age toggles hide Not Interested entries. */
function whereOf(filters: InterestListFilters, scope: CharterScope, today: string): WhereClause {
  const toggle = filters.filter;
  const view =
    toggle === 'notInterested'
      ? "c.status = 'Not Interested'"
      : toggle === 'transferred'
        ? "c.status = 'Enrollment Submitted'"
        : "c.status != 'Not Interested'";
  const age = ageToggleOf(toggle);
  return staffListWhere({ scope, view: [view], age, search: filters.search }, today);
}

const interestList = keysetList<
  InterestSortColumn,
  InterestListSortKey,
  InterestListFilters,
  (typeof INTEREST_LIST_ROW_FIELDS)[number],
  InterestListRow,
  InterestEntry
>({
  container: 'interests',
  defaultKey: 'createdAt',
  sortKeys: {
    createdAt: 'createdAt',
    status: 'status',
    learningCenterName: 'learningCenter',
    studentName: 'studentName',
    age: 'birthDate',
    phone: 'phone',
    primaryEmail: 'email',
    lastContactDate: 'lastContactDate',
  },
  reversed: ['age'],
  rowFields: INTEREST_LIST_ROW_FIELDS,
  where: whereOf,
  toRow(document, today) {
    const age = ageOn(String(document.birthDate ?? ''), today);
    return { age, ...rowFieldsOf(document, INTEREST_LIST_ROW_FIELDS) } as InterestListRow;
  },
});

/**
 * The list's queries under the names its callers use (keysetList): GET /api/enrollment pages it, the
 * exports count and walk it.
 */
export const buildInterestListQuery = interestList.query;
export const buildInterestCountQuery = interestList.countQuery;
export const countInterests = interestList.count;
export const listInterestPage = interestList.page;
export const INTEREST_BATCH_SIZE = LIST_BATCH_SIZE;
export const iterateInterests = interestList.iterate;
