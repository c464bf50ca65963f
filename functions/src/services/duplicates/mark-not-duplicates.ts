import type { InvocationContext } from '@azure/functions';
import {
  type CharterScope,
  catalogError,
  invalidField,
  isDuplicateRule,
  type NotDuplicatesInput,
  type NotDuplicatesResponse,
  notFoundError,
  refKey,
} from '@enroll/domain';
import { flagsOf, replaceFlagsIfMatch } from '../../data/duplicates-repository.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { auditStaffAction } from '../audit/audit-staff-action.ts';
import { scopedCharterOf } from './duplicate-set.ts';

/**
 * 'Not duplicates': every open duplicate flag between two of the chosen records gets the
 * coordinator's answer (reason, who, when), all together or none. The records must be of one charter
 * the caller may see (else not found) and flagged with one another (else a field error). The answer
 * holds while the fields its rule compared stay as they are (the check keeps it, or asks again).
 * Each answered pair is then written to the audit trail.
 */
export async function markNotDuplicates(
  scope: CharterScope,
  staff: StaffIdentity,
  input: NotDuplicatesInput,
  context: InvocationContext,
  now = new Date(),
): Promise<NotDuplicatesResponse> {
  const charters = await Promise.all(input.records.map((ref) => scopedCharterOf(scope, ref)));
  const charterId = charters[0] ?? '';
  if (charters.some((charter) => charter !== charterId)) throw notFoundError();
  const chosen = new Set(input.records.map(refKey));
  const flags = new Map(
    (await Promise.all(input.records.map((ref) => flagsOf(charterId, ref))))
      .flat()
      .filter(
        (flag) =>
          flag.decision === null &&
          isDuplicateRule(flag.rule) &&
          chosen.has(refKey(flag.a)) &&
          chosen.has(refKey(flag.b)),
      )
      .map((flag) => [flag.id, flag]),
  );
  if (flags.size === 0) throw invalidField('records', 'duplicates.records.notFlagged');
  const decision = { reason: input.reason, by: staff.email, at: now.toISOString() };
  const answered = [...flags.values()].map((flag) => ({ ...flag, decision, updatedAt: decision.at }));
  await replaceFlagsIfMatch(charterId, answered, () => catalogError('conflict', 'duplicates.conflict'));
  for (const flag of answered)
    await auditStaffAction(staff, context, 'duplicates.markedNotDuplicates', {
      entryId: flag.id,
      charter_id: charterId,
    });
  return { answered: answered.map((flag) => flag.id).sort() };
}
