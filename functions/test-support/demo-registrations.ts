// Test data for the registration list queries: the demo registrations stored in the test Cosmos.
import { randomUUID } from 'node:crypto';
import type { RegistrationRecord } from '@enroll/domain';
import { type StoredRegistration, withRegistrationListKeys } from '../src/data/registration-list-keys.ts';
import { demoRegistrationDocuments } from '../src/local/seed/demo-registrations-seed.ts';
import { cosmosForSuite } from './cosmos-suite.ts';

/**
 * The demo registrations of `today`, `copies` times over, each with its own ids and the `charters` in
 * turn; `change` alters a copy (its fields from the demo record, the demo's index and the copy's).
 */
export function demoRegistrationCopies(
  today: string,
  copies: number,
  charters: readonly string[],
  change: (
    record: RegistrationRecord,
    index: number,
    copy: number,
  ) => Partial<RegistrationRecord> = () => ({}),
): StoredRegistration[] {
  return Array.from({ length: copies }, (_unused, copy) => copy).flatMap((copy) =>
    demoRegistrationDocuments(today).map((demo, index) => {
      const id = randomUUID();
      const { listKeys: _keys, ...record } = demo;
      return withRegistrationListKeys({
        ...record,
        ...change(record, index, copy),
        id,
        _id: id,
        _uuid: randomUUID(),
        charter_id: charters[(index + copy) % charters.length] ?? '',
      });
    }),
  );
}

/** Starts the test Cosmos with `stored` in the registrations container for the file's tests; stops it after. */
export function storeRegistrationsForSuite(stored: readonly StoredRegistration[]): void {
  cosmosForSuite({ registrations: stored });
}
