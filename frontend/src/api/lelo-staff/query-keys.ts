import type { LeloListFilters } from '@enroll/domain';

/** Query keys of the staff secondary enrollment list; a write to an entry invalidates `all`. */
export const leloListKeys = {
  all: ['staff', 'lelo', 'list'] as const,
  page: (request: LeloListRequest) => [...leloListKeys.all, request] as const,
};

/**
 * The list's filters as GET /api/leloRegistration reads them (leloListQuerySchema), without the
 * cursor. A date left out is the default view (the last 30 days); both sent empty is every date.
 */
export type LeloListRequest = Partial<
  Pick<LeloListFilters, 'status' | 'session' | 'startDate' | 'endDate' | 'sort'>
> &
  Pick<LeloListFilters, 'search' | 'order'> & {
    /** 1 to 300 rows a page (leloListQuerySchema); absent: 300. */
    pageSize?: number;
  };
