import type { RegistrationHandover } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce } from './create-once.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * A "Transfer to Registration Form" hand-over: what the staff registration form starts from. The
 * charter id is kept beside it so reading it back is scoped like the entry it came from.
 */
export interface RegistrationTransfer {
  id: string;
  interestId: string;
  charter_id: string;
  createdAt: string;
  createdBy: string;
  prefill: RegistrationHandover;
}

/** Stores a transfer once per id (a repeated Idempotency-Key finds the stored one). */
export async function createTransfer(transfer: RegistrationTransfer): Promise<RegistrationTransfer> {
  const { document } = await createOnce('registrationTransfers', transfer);
  return withoutSystemFields(document);
}

export async function readTransfer(id: string): Promise<RegistrationTransfer | null> {
  const { resource } = await container('registrationTransfers').item(id, id).read<RegistrationTransfer>();
  return resource ? withoutSystemFields(resource) : null;
}
