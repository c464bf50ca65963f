import type { RegistrationHandover } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce, isCosmosStatus } from './create-once.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

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
  /** The registration submitted from it: set once, so one transfer makes one registration. */
  registrationId?: string;
  consumedAt?: string;
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

/** Whether `registrationId` may be submitted from the transfer: it is unused, or already its own. */
export function isTransferOpenFor(transfer: RegistrationTransfer, registrationId: string): boolean {
  return transfer.registrationId === undefined || transfer.registrationId === registrationId;
}

/**
 * Marks the transfer used by `registrationId` (a conditional write, so two submits of one transfer
 * cannot both take it). True when the transfer is now this registration's (also when it already was:
 * a repeated request); false when it is gone or another registration took it.
 */
export async function consumeTransfer(
  id: string,
  registrationId: string,
  now: Date,
  attempts = 2,
): Promise<boolean> {
  const { resource } = await container('registrationTransfers')
    .item(id, id)
    .read<WithEtag<RegistrationTransfer>>();
  if (!resource) return false;
  if (resource.registrationId !== undefined) return resource.registrationId === registrationId;
  const consumed: RegistrationTransfer = {
    ...withoutSystemFields(resource),
    registrationId,
    consumedAt: now.toISOString(),
  };
  try {
    await container('registrationTransfers')
      .item(id, id)
      .replace(consumed, { accessCondition: { type: 'IfMatch', condition: resource._etag } });
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 412) && attempts > 1)
      return consumeTransfer(id, registrationId, now, attempts - 1);
    throw error;
  }
}
