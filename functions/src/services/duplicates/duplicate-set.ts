import {
  type CharterScope,
  type DuplicateSetResponse,
  duplicateRecordViewOf,
  isCharterInScope,
  notFoundError,
  type RecordRef,
  refKey,
} from '@enroll/domain';
import { subjectDocumentsOf } from '../../data/duplicates-repository.ts';
import { findDuplicateRecord } from './duplicate-records.ts';
import { openGrouping } from './open-duplicates.ts';

/**
 * The charter duplicate detection knows `ref` in, when the caller may see it: a record of another
 * charter, or one never compared, is not found.
 */
export async function scopedCharterOf(scope: CharterScope, ref: RecordRef): Promise<string> {
  const documents = await subjectDocumentsOf(refKey(ref));
  const known = documents.find((document) => isCharterInScope(scope, document.charterId));
  if (!known) throw notFoundError();
  return known.charterId;
}

/** The open set `ref` is in (null when none), within its charter's open grouping, for a caller who may see it. */
export async function openSetOf(scope: CharterScope, ref: RecordRef) {
  const charterId = await scopedCharterOf(scope, ref);
  const grouping = await openGrouping({ all: false, charterIds: new Set([charterId]) });
  const key = refKey(ref);
  const set = grouping.sets.find((candidate) => candidate.records.some((record) => refKey(record) === key));
  return { charterId, grouping, set: set ?? null };
}

/**
 * GET /api/duplicates/{kind}/{id}: the open set `ref` is in, its records side by side (as stored now;
 * one deleted meanwhile is left out) and the sibling links of those records.
 */
export async function duplicateSetOf(scope: CharterScope, ref: RecordRef): Promise<DuplicateSetResponse> {
  const { charterId, grouping, set } = await openSetOf(scope, ref);
  const members = set?.records ?? [ref];
  const memberKeys = new Set(members.map(refKey));
  const stored = await Promise.all(members.map(findDuplicateRecord));
  return {
    set,
    records: stored.flatMap((found, index) => {
      const member = members[index];
      return found && member ? [duplicateRecordViewOf(member, charterId, found.record)] : [];
    }),
    links: grouping.links.filter((link) => memberKeys.has(refKey(link.a)) || memberKeys.has(refKey(link.b))),
  };
}
