import { ApiError } from '../../lib/api-client.ts';
import type { DetailState } from './detail-frame.tsx';

/** The frame's state from a TanStack query of the entry: a 404 is "not found", any other failure an error. */
export function detailStateOf(query: { isPending: boolean; isError: boolean; error: unknown }): DetailState {
  if (query.isPending) return 'loading';
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? 'notFound' : 'error';
  }
  return 'ready';
}
