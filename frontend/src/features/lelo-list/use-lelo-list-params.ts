import {
  addDaysIso,
  businessToday,
  LELO_LIST_DEFAULT_DAYS,
  LELO_LIST_PAGE_SIZE_DEFAULT,
  LELO_SORT_COLUMNS,
  LELO_STATUSES,
  type LeloSortColumn,
  type LeloStatus,
} from '@enroll/domain';
import { useMemo, useState } from 'react';
import type { LeloListRequest } from '../../api/lelo-staff/query-keys.ts';
import {
  type StaffListControls,
  useAddressParams,
  useStaffListParams,
} from '../../components/staff-table/index.ts';

/**
 * The URL parameters of /lelo-forms besides the shared table's search, sort and view: reload and Back
 * keep the filters. `startDate`/`endDate` absent is the default view (the last 30 days); both present
 * and empty is every date, as the API reads them.
 */
const PARAM = {
  status: 'status',
  session: 'session',
  startDate: 'startDate',
  endDate: 'endDate',
  pageSize: 'pageSize',
  search: 'search',
  sort: 'sort',
  order: 'order',
} as const;

/** 1 to 300 rows a page; anything else is the default 300. */
function pageSizeOf(value: string | null): number {
  return value !== null && /^(?:[1-9]|[1-9]\d|[12]\d\d|300)$/.test(value)
    ? Number(value)
    : LELO_LIST_PAGE_SIZE_DEFAULT;
}

/** The text-and-dates part of the filters, applied with the Search button. */
export interface LeloSearchValues {
  search: string;
  startDate: string;
  endDate: string;
}

export interface LeloListParams {
  list: StaffListControls<never, LeloSortColumn>;
  status: LeloStatus;
  /** A session's id; '' is All Sessions. */
  session: string;
  /** The dates the fields show: the URL's, else the default last 30 days. */
  startDate: string;
  endDate: string;
  pageSize: number;
  /** Any filter beyond the default view (it picks the empty state's wording). */
  narrowed: boolean;
  /** The server's filters (a new object only when they change: it keys the query). */
  request: LeloListRequest;
  /** A new status clears the other filters. */
  setStatus: (status: LeloStatus) => void;
  setSession: (session: string) => void;
  applySearch: (values: LeloSearchValues) => void;
}

const NO_FILTERS: readonly never[] = [];

/** /lelo-forms' filters, read from and written to the address (history entries are replaced). */
export function useLeloListParams(): LeloListParams {
  const list = useStaffListParams({ filters: NO_FILTERS, columns: LELO_SORT_COLUMNS });
  const [params, update] = useAddressParams();
  const [today] = useState(businessToday);
  const defaultStart = addDaysIso(today, -LELO_LIST_DEFAULT_DAYS);

  const status = (LELO_STATUSES as readonly string[]).includes(params.get(PARAM.status) ?? '')
    ? (params.get(PARAM.status) as LeloStatus)
    : 'Active';
  const session = params.get(PARAM.session) ?? '';
  const urlStart = params.get(PARAM.startDate);
  const urlEnd = params.get(PARAM.endDate);
  const datesGiven = urlStart !== null && urlEnd !== null;
  const startDate = datesGiven ? urlStart : defaultStart;
  const endDate = datesGiven ? urlEnd : today;
  const pageSize = pageSizeOf(params.get(PARAM.pageSize));
  const { search, sort } = list;

  const request = useMemo((): LeloListRequest => {
    const value: LeloListRequest = { status, search, order: sort?.order ?? 'asc' };
    if (session) value.session = session;
    if (datesGiven) {
      value.startDate = startDate;
      value.endDate = endDate;
    }
    if (sort) value.sort = sort.column;
    if (pageSize !== LELO_LIST_PAGE_SIZE_DEFAULT) value.pageSize = pageSize;
    return value;
  }, [status, session, datesGiven, startDate, endDate, search, sort, pageSize]);

  const narrowed =
    status !== 'Active' || session !== '' || search !== '' || startDate !== defaultStart || endDate !== today;

  return {
    list,
    status,
    session,
    startDate,
    endDate,
    pageSize,
    narrowed,
    request,
    setStatus: (next) =>
      update((url) => {
        for (const name of [PARAM.session, PARAM.startDate, PARAM.endDate, PARAM.search]) url.delete(name);
        // The Active view has no Signed Agreement column to stay sorted by.
        if (next === 'Active' && url.get(PARAM.sort) === 'signedAgreement') {
          url.delete(PARAM.sort);
          url.delete(PARAM.order);
        }
        if (next === 'Active') url.delete(PARAM.status);
        else url.set(PARAM.status, next);
      }),
    setSession: (next) =>
      update((url) => {
        if (next) url.set(PARAM.session, next);
        else url.delete(PARAM.session);
      }),
    applySearch: (values) =>
      update((url) => {
        const text = values.search.trim();
        if (text) url.set(PARAM.search, text);
        else url.delete(PARAM.search);
        url.set(PARAM.startDate, values.startDate);
        url.set(PARAM.endDate, values.endDate);
      }),
  };
}
