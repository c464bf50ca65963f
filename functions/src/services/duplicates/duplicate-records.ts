import type { InterestEntry, LeloRegistrationRecord, RecordRef, RegistrationRecord } from '@enroll/domain';
import { readInterest } from '../../data/interests-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { readRegistration } from '../../data/registrations-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';

/** A record duplicate detection compares, as stored (with its ETag), and its kind. */
export type StoredDuplicateRecord =
  | { kind: 'interest'; record: WithEtag<InterestEntry> }
  | { kind: 'registration'; record: WithEtag<RegistrationRecord> }
  | { kind: 'lelo'; record: WithEtag<LeloRegistrationRecord> };

/** The record `ref` names, as stored now; null when it is gone. */
export async function findDuplicateRecord(ref: RecordRef): Promise<StoredDuplicateRecord | null> {
  switch (ref.kind) {
    case 'interest': {
      const record = await readInterest(ref.id);
      return record && { kind: ref.kind, record };
    }
    case 'registration': {
      const record = await readRegistration(ref.id);
      return record && { kind: ref.kind, record };
    }
    case 'lelo': {
      const record = await findLeloRegistration(ref.id);
      return record && { kind: ref.kind, record };
    }
  }
}
