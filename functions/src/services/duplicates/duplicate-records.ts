import type { InterestEntry, LeloRegistrationRecord, RecordRef, RegistrationRecord } from '@enroll/domain';
import { findInterest } from '../../data/interests-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';

/** A record duplicate detection compares, as stored, with its kind. */
export type StoredDuplicateRecord =
  | { kind: 'interest'; record: InterestEntry }
  | { kind: 'registration'; record: RegistrationRecord }
  | { kind: 'lelo'; record: LeloRegistrationRecord };

/** The record `ref` names, as stored now; null when it is gone. */
export async function findDuplicateRecord(ref: RecordRef): Promise<StoredDuplicateRecord | null> {
  switch (ref.kind) {
    case 'interest': {
      const record = await findInterest(ref.id);
      return record && { kind: ref.kind, record };
    }
    case 'registration': {
      const record = await findRegistration(ref.id);
      return record && { kind: ref.kind, record };
    }
    case 'lelo': {
      const record = await findLeloRegistration(ref.id);
      return record && { kind: ref.kind, record };
    }
  }
}
