import type { AccessEntity, RecordAccessPage } from '@enroll/domain';
import { apiFetch } from '../../lib/api-client.ts';
import { useFreshRead } from '../versioned-queries.ts';

export const recordAccessKeys = {
  all: ['record-access'] as const,
  of: (entity: AccessEntity, id: string) => [...recordAccessKeys.all, entity, id] as const,
};

/** GET /api/access-log/{entity}/{id} (Admin+): who has seen the record, newest first. */
export function getRecordAccess(entity: AccessEntity, id: string): Promise<RecordAccessPage> {
  return apiFetch<RecordAccessPage>(`/api/access-log/${entity}/${encodeURIComponent(id)}`, {
    cache: 'no-store',
  });
}

export function useRecordAccess(entity: AccessEntity, id: string) {
  return useFreshRead(recordAccessKeys.of(entity, id), () => getRecordAccess(entity, id));
}
