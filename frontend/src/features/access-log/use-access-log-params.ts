import { ACCESS_LOG_KINDS } from '@enroll/domain';
import { useMemo } from 'react';
import {
  type StaffListControls,
  useAddressParams,
  useStaffListParams,
} from '../../components/staff-table/index.ts';
import type { AccessLogRequest } from './api/get-access-log.ts';

/** The filters live in the address (?person=&record=&startDate=&endDate=&kind=): reload and Back keep them. */
const FILTERS = ['person', 'record', 'startDate', 'endDate', 'kind'] as const;

const NO_TOGGLES: readonly never[] = [];
const NO_SORT: readonly never[] = [];

export interface AccessLogParams {
  /** The shared table's view (list or cards); the log has no toggles and one order. */
  list: StaffListControls<never, never>;
  /** The filters as the address has them (a new object only when they change: it keys the query). */
  request: AccessLogRequest;
  narrowed: boolean;
  apply: (request: AccessLogRequest) => void;
}

export function useAccessLogParams(): AccessLogParams {
  const list = useStaffListParams({ filters: NO_TOGGLES, columns: NO_SORT });
  const [params, update] = useAddressParams();
  const person = params.get('person') ?? '';
  const record = params.get('record') ?? '';
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const kindParam = params.get('kind') ?? '';
  const kind = (ACCESS_LOG_KINDS as readonly string[]).includes(kindParam)
    ? (kindParam as AccessLogRequest['kind'])
    : '';
  const request = useMemo(
    (): AccessLogRequest => ({ person, record, startDate, endDate, kind }),
    [person, record, startDate, endDate, kind],
  );
  return {
    list,
    request,
    narrowed: FILTERS.some((name) => request[name] !== ''),
    apply: (next) =>
      update((url) => {
        for (const name of FILTERS) {
          const value = next[name].trim();
          if (value) url.set(name, value);
          else url.delete(name);
        }
      }),
  };
}
