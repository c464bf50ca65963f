import type { FamilyMailEntity, RecordFamilyEmails } from '@enroll/domain';
import { apiFetch } from '../../lib/api-client.ts';
import { useFreshRead } from '../versioned-queries.ts';

/** A record's API path: its family mails live under it. */
const RECORD_PATHS: Record<FamilyMailEntity, string> = {
  registration: '/api/registration',
  leloRegistration: '/api/leloRegistration/staff',
};

export function familyEmailsPath(entity: FamilyMailEntity, id: string): string {
  return `${RECORD_PATHS[entity]}/${encodeURIComponent(id)}/family-emails`;
}

export const familyEmailKeys = {
  all: ['staff', 'family-emails'] as const,
  of: (entity: FamilyMailEntity, id: string) => [...familyEmailKeys.all, entity, id] as const,
};

/** GET …/{id}/family-emails (every staff level): the record's mails to its family, newest first. */
export function getRecordFamilyEmails(entity: FamilyMailEntity, id: string): Promise<RecordFamilyEmails> {
  return apiFetch<RecordFamilyEmails>(familyEmailsPath(entity, id), { cache: 'no-store' });
}

export function useRecordFamilyEmails(entity: FamilyMailEntity, id: string) {
  return useFreshRead(familyEmailKeys.of(entity, id), () => getRecordFamilyEmails(entity, id));
}
