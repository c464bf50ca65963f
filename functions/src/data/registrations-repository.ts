import type { RegistrationRecord } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce } from './create-once.ts';
import { withRegistrationListKeys } from './registration-list-keys.ts';

/** Stores a new registration once per id, with its list keys; see createOnce. */
export function createRegistrationOnce(record: RegistrationRecord) {
  return createOnce('registrations', withRegistrationListKeys(record));
}

export async function findRegistration(id: string): Promise<RegistrationRecord | null> {
  const { resource } = await container('registrations').item(id, id).read<RegistrationRecord>();
  return resource ?? null;
}
