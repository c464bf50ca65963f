import type { InvocationContext } from '@azure/functions';
import { ACCESS_SCREENS, type AccessEntity, type AccessKind } from '@enroll/domain';
import { recordAccess } from '../../data/access-log-repository.ts';
import { registerShutdownHook } from '../../platform/functions-runtime.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

/** Writes still under way: awaited at shutdown, never by the read that started them. */
const pending = new Set<Promise<void>>();

export interface Disclosure {
  kind: AccessKind;
  entity: AccessEntity;
  /** The records the answer shows, each with its charter. */
  records: readonly { id: string; charter_id?: string | null }[];
  /** The screen's name when it is not the entity's list or detail screen. */
  screen?: string;
}

/** The charters of the records shown: an Admin reads the lines that touched their charters. */
function charterIdsOf(disclosure: Disclosure): string[] {
  return [...new Set(disclosure.records.map((record) => record.charter_id ?? ''))];
}

/**
 * Records that the signed-in staff member was shown these records (the access log, FERPA's record
 * of disclosures). The write runs beside the answer, so a read is not slowed by it; a failed write is
 * logged with ids only. Nothing is recorded when the answer shows no record.
 */
export function recordDisclosure(
  staff: StaffIdentity,
  context: InvocationContext,
  disclosure: Disclosure,
): void {
  if (disclosure.records.length === 0) return;
  const screens = ACCESS_SCREENS[disclosure.entity];
  const write = recordAccess({
    staffEmail: staff.email,
    staffUserId: staff.userId,
    kind: disclosure.kind,
    entity: disclosure.entity,
    recordIds: disclosure.records.map((record) => record.id),
    charterIds: charterIdsOf(disclosure),
    screen: disclosure.screen ?? (disclosure.kind === 'list' ? screens.list : screens.detail),
  })
    .then(() => undefined)
    .catch((error: unknown) => {
      // Logged to the console: the invocation that started the write may have ended (the host
      // collects console output as traces). Ids only.
      console.error(
        JSON.stringify({
          event: 'access.recordFailed',
          invocationId: context.invocationId,
          entity: disclosure.entity,
          kind: disclosure.kind,
          firstRecordId: disclosure.records[0]?.id,
          errorName: error instanceof Error ? error.name : 'Error',
        }),
      );
    });
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/** Waits for the access entries still being written (at shutdown, so none is lost). */
export async function settleDisclosures(): Promise<void> {
  await Promise.all([...pending]);
}

registerShutdownHook(settleDisclosures);
