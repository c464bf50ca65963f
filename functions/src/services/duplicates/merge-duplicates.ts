import { randomUUID } from 'node:crypto';
import type { InvocationContext } from '@azure/functions';
import {
  type CharterScope,
  catalogError,
  type DuplicateMerge,
  duplicateRecordViewOf,
  invalidField,
  isCharterInScope,
  isMergeUndoable,
  MERGE_UNDO_DAYS,
  type MergeDuplicatesInput,
  mergeNamesOf,
  type RecordRef,
  refKey,
  survivorChangesOf,
} from '@enroll/domain';
import {
  createMerge,
  deleteMerge,
  findMerge,
  mergeCharterIds,
  mergesOfCharter,
  replaceMerge,
} from '../../data/duplicate-merges-repository.ts';
import { moveNotes, moveNotesBack } from '../../data/interest-notes-repository.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { auditStaffAction } from '../audit/audit-staff-action.ts';
import { checkDuplicates } from './check-duplicates.ts';
import { queueDuplicateCheck } from './duplicate-check-job.ts';
import {
  findDuplicateRecord,
  replaceDuplicateRecord,
  type StoredDuplicateRecord,
} from './duplicate-records.ts';
import { openSetOf } from './duplicate-set.ts';

const mergeConflict = () => catalogError('conflict', 'duplicates.conflict');

/** A property of a stored record as text ('' when it lacks it): what a merge writes and puts back. */
function textOf(record: object, property: string): string {
  const value: unknown = Reflect.get(record, property);
  return typeof value === 'string' ? value : '';
}

/** Reads a record again and stores `change` of it, against the version just read. */
async function rewrite(ref: RecordRef, change: (stored: StoredDuplicateRecord) => boolean): Promise<void> {
  const stored = await findDuplicateRecord(ref);
  if (stored && change(stored)) await replaceDuplicateRecord(stored);
}

/**
 * Puts back what `merge` wrote, as far as it got: each step is a no-op where the merge had not
 * reached it, so a failed merge and an undo use the same path. The notes come back to their entries;
 * each merged record loses its 'Merged into' (only this merge's); each survivor property the merge
 * changed gets its value before, unless it was edited since the merge (that later edit stays).
 */
async function putBack(merge: DuplicateMerge): Promise<void> {
  if (merge.survivor.kind === 'interest') await moveNotesBack(merge.survivor.id, merge.id);
  for (const ref of merge.merged) {
    await rewrite(ref, (stored) => {
      if (stored.record.mergedInto?.mergeId !== merge.id) return false;
      delete stored.record.mergedInto;
      return true;
    });
  }
  await rewrite(merge.survivor, (stored) => {
    const back = Object.entries(merge.survivorBefore).filter(
      ([property]) => textOf(stored.record, property) === merge.survivorAfter[property],
    );
    for (const [property, value] of back) Reflect.set(stored.record, property, value);
    return back.length > 0;
  });
}

/** The checks after an undo: the merged records rejoin detection, the survivor is compared anew. */
async function recheck(merge: DuplicateMerge): Promise<void> {
  for (const ref of [merge.survivor, ...merge.merged]) await queueDuplicateCheck(ref);
}

/**
 * Merges records of one open set into the survivor: the survivor takes, field by field, the values
 * chosen; each merged record is kept, read-only, as 'Merged into' the survivor; the notes of a merged
 * interest move to a surviving interest. Every record must still be the version the coordinator saw
 * (else 409), in the caller's charters (else 404) and in the survivor's set (else a field error).
 *
 * The merge is stored first with what it changes, so nothing it does is beyond putting back: should
 * any write fail, what was written is put back and the merge removed before the error is answered.
 */
export async function mergeDuplicates(
  scope: CharterScope,
  staff: StaffIdentity,
  input: MergeDuplicatesInput,
  context: InvocationContext,
  now = new Date(),
): Promise<DuplicateMerge> {
  const refs = [input.survivor, ...input.merged];
  const { set } = await openSetOf(scope, input.survivor);
  const members = new Set(set?.records.map(refKey));
  if (!set || !refs.every((ref) => members.has(refKey(ref))))
    throw invalidField('merged', 'duplicates.merge.notInSet');
  const stored = await Promise.all(refs.map(findDuplicateRecord));
  const records = stored.flatMap((found, index) => {
    const ref = refs[index];
    if (!found || !ref || found.record._etag !== input.versions[refKey(ref)] || found.record.mergedInto)
      throw mergeConflict();
    return [{ ref, found }];
  });
  const views = records.map(({ ref, found }) => duplicateRecordViewOf(ref, set.charterId, found.record));
  const [survivor] = records;
  const [survivorView] = views;
  if (!survivor || !survivorView) throw mergeConflict();
  const survivorAfter = survivorChangesOf(survivorView, views, input.keep);
  const merge: DuplicateMerge = {
    id: randomUUID(),
    charterId: set.charterId,
    survivor: input.survivor,
    merged: input.merged,
    survivorBefore: Object.fromEntries(
      Object.keys(survivorAfter).map((property) => [property, textOf(survivor.found.record, property)]),
    ),
    survivorAfter,
    names: mergeNamesOf(survivorView, views, input.keep),
    by: staff.email,
    at: now.toISOString(),
    state: 'merging',
    undone: null,
  };
  const started = await createMerge(merge);
  try {
    if (Object.keys(survivorAfter).length > 0) {
      Object.assign(survivor.found.record, survivorAfter);
      await replaceDuplicateRecord(survivor.found);
    }
    for (const { ref, found } of records.slice(1)) {
      found.record.mergedInto = {
        kind: input.survivor.kind,
        id: input.survivor.id,
        mergeId: merge.id,
        at: merge.at,
      };
      await replaceDuplicateRecord(found);
      if (ref.kind === 'interest' && input.survivor.kind === 'interest')
        await moveNotes(ref.id, input.survivor.id, merge.id);
    }
    await replaceMerge({ ...started, state: 'merged' }, mergeConflict);
  } catch (error) {
    await putBack(merge);
    await deleteMerge(merge);
    throw error;
  }
  await auditStaffAction(staff, context, 'duplicates.merged', {
    entryId: merge.id,
    charter_id: merge.charterId,
  });
  // The merged records leave detection now, before the survivor's check is queued: a check of the
  // survivor running beside theirs could otherwise read their subjects and flag them again.
  for (const ref of merge.merged) await checkDuplicates(ref);
  await queueDuplicateCheck(merge.survivor);
  return { ...merge, state: 'merged' };
}

/** Undoes a merge that was stored: every record and note back as `putBack` says, the merge marked undone. */
export async function undoStoredMerge(
  merge: Parameters<typeof replaceMerge>[0],
  staff: StaffIdentity,
  context: InvocationContext,
  now = new Date(),
): Promise<DuplicateMerge> {
  await putBack(merge);
  const undone = await replaceMerge(
    { ...merge, state: 'undone', undone: { by: staff.email, at: now.toISOString() } },
    mergeConflict,
  );
  await auditStaffAction(staff, context, 'duplicates.mergeUndone', {
    entryId: merge.id,
    charter_id: merge.charterId,
  });
  await recheck(merge);
  return withoutSystemFields(undone);
}

/**
 * An Admin's undo of merge `id`: only a merge of the caller's charters (else 404), not undone yet and
 * at most MERGE_UNDO_DAYS old (else 409).
 */
export async function undoMerge(
  scope: CharterScope,
  staff: StaffIdentity,
  id: string,
  context: InvocationContext,
  now = new Date(),
): Promise<DuplicateMerge> {
  const merge = await findMerge(id);
  if (!merge || !isCharterInScope(scope, merge.charterId))
    throw catalogError('notFound', 'duplicates.merge.notFound');
  if (merge.state === 'undone') throw catalogError('conflict', 'duplicates.merge.alreadyUndone');
  if (!isMergeUndoable(merge, now)) throw catalogError('conflict', 'duplicates.merge.tooOld');
  return undoStoredMerge(merge, staff, context, now);
}

/** The merges of the caller's charters that can still be undone, newest first. */
export async function undoableMerges(scope: CharterScope, now = new Date()): Promise<DuplicateMerge[]> {
  const since = new Date(now.getTime() - MERGE_UNDO_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const charterIds = scope.all ? await mergeCharterIds() : [...scope.charterIds];
  const merges = (await Promise.all(charterIds.map((charterId) => mergesOfCharter(charterId, since)))).flat();
  return merges
    .filter((merge) => isMergeUndoable(merge, now))
    .map((merge) => withoutSystemFields(merge))
    .sort((x, y) => (x.at < y.at ? 1 : -1));
}
