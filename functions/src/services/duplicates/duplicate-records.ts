import type {
  DuplicateKind,
  InterestEntry,
  LeloRegistrationRecord,
  RecordRef,
  RegistrationRecord,
} from '@enroll/domain';
import { readInterest, replaceInterest } from '../../data/interests-repository.ts';
import {
  findLeloRegistration,
  replaceLeloRegistrationVersioned,
} from '../../data/lelo-registrations-repository.ts';
import { readRegistration, replaceRegistration } from '../../data/registrations-repository.ts';
import { type WithEtag, withoutSystemFields } from '../../data/system-fields.ts';

/** Each kind's stored record. */
interface RecordOfKind {
  interest: InterestEntry;
  registration: RegistrationRecord;
  lelo: LeloRegistrationRecord;
}

/** A record duplicate detection compares, as stored (with its ETag), and its kind. */
export type StoredDuplicateRecord = {
  [Kind in DuplicateKind]: { kind: Kind; record: WithEtag<RecordOfKind[Kind]> };
}[DuplicateKind];

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

/**
 * Stores a record read by findDuplicateRecord, changed by a merge or its undo (the one writer of a
 * merged record), only if it is still the version it was read at (its `_etag`); a newer version is
 * each kind's own conflict (409).
 */
export async function replaceDuplicateRecord(stored: StoredDuplicateRecord): Promise<void> {
  switch (stored.kind) {
    case 'interest': {
      await replaceInterest(withoutSystemFields(stored.record), stored.record._etag, 'merge');
      return;
    }
    case 'registration': {
      await replaceRegistration(withoutSystemFields(stored.record), stored.record._etag, 'merge');
      return;
    }
    case 'lelo': {
      await replaceLeloRegistrationVersioned(
        withoutSystemFields(stored.record),
        stored.record._etag,
        'merge',
      );
      return;
    }
  }
}
