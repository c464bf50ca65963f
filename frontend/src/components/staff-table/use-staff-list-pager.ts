import type { StaffListPage } from '@enroll/domain';
import { type InfiniteData, keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { StaffListQuery } from './staff-table.tsx';

/**
 * Where a numbered page sits in a keyset list: the cursors of the pages walked to reach it (the first
 * page has none) and the list's total, which the server sends on the first page only.
 */
export interface StaffPageParam {
  trail: readonly (string | undefined)[];
  total: number | null;
}

const FIRST_PAGE: StaffPageParam = { trail: [undefined], total: null };

/** What the pager shows and does ('Page X of Y', 'a-b of N Records', Previous, Next). */
export interface StaffListPager {
  page: number;
  pageCount: number;
  /** 1-based numbers of the first and last row shown (0 and 0 when there is none). */
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** A page is being fetched: Previous and Next wait for it. */
  busy: boolean;
  previous: () => void;
  next: () => void;
}

/** The pager's figures for the page on screen. */
export function staffListPager<Row>(
  query: StaffListQuery<Row, StaffPageParam>,
  pageSize: number,
): StaffListPager {
  const param = query.data?.pageParams[0] ?? FIRST_PAGE;
  const shown = query.data?.pages[0];
  const page = param.trail.length;
  const rows = shown?.rows.length ?? 0;
  const from = rows === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = rows === 0 ? 0 : from + rows - 1;
  const total = Math.max(param.total ?? shown?.total ?? 0, to);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from,
    to,
    total,
    hasPrevious: query.hasPreviousPage,
    hasNext: query.hasNextPage,
    busy: query.isFetching,
    previous: () => void query.fetchPreviousPage(),
    next: () => void query.fetchNextPage(),
  };
}

/**
 * A staff list read one numbered page at a time over keyset cursors: Next follows the page's
 * `nextCursor`, Previous re-sends the cursor the browser kept for the page before (no OFFSET on the
 * server). Only the page on screen is held; a new key (filters, sort) starts again at page 1.
 */
export function useStaffListPager<Row>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<StaffListPage<Row>>,
  pageSize: number,
): { query: StaffListQuery<Row, StaffPageParam>; pager: StaffListPager } {
  const query = useInfiniteQuery<
    StaffListPage<Row>,
    Error,
    InfiniteData<StaffListPage<Row>, StaffPageParam>,
    QueryKey,
    StaffPageParam
  >({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam.trail[pageParam.trail.length - 1]),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _pages, param) =>
      last.nextCursor
        ? { trail: [...param.trail, last.nextCursor], total: param.total ?? last.total }
        : undefined,
    getPreviousPageParam: (_first, _pages, param) =>
      param.trail.length > 1 ? { trail: param.trail.slice(0, -1), total: param.total } : undefined,
    maxPages: 1,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { query, pager: staffListPager(query, pageSize) };
}
