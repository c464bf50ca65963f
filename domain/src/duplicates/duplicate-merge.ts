/**
 * Merging a set of duplicates: the coordinator picks the record that stays (the survivor) and, field
 * by field, whose value it keeps; the other records are kept as 'Merged into' the survivor.
 */
import * as z from 'zod/mini';
import { catalogError } from '../shared/domain-error.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { COMPARED_PROPERTIES, type DuplicateRecordView, MERGEABLE_FIELDS } from './duplicate-record-view.ts';
import { type DuplicateRecordName, SIDE_BY_SIDE_MAX } from './duplicate-review.ts';
import { refKey } from './duplicate-sets.ts';
import { DUPLICATE_KINDS, type DuplicateKind, type RecordRef } from './duplicate-subject.ts';

const recordRef = z.object({
  kind: z.enum(DUPLICATE_KINDS, 'duplicates.records.invalid'),
  id: recordIdField(),
});

/**
 * POST /api/duplicates/merges: the survivor, the records merged into it (one to three: a set is seen
 * four at a time), for each field the record whose value stays (a field left out keeps the
 * survivor's), and the version of each record the coordinator saw, by `refKey`.
 */
export const mergeDuplicatesSchema = z
  .object({
    survivor: recordRef,
    merged: z
      .array(recordRef)
      .check(
        z.minLength(1, 'duplicates.merge.mergedMin'),
        z.maxLength(SIDE_BY_SIDE_MAX - 1, 'duplicates.records.max'),
      ),
    keep: z.partialRecord(z.enum(MERGEABLE_FIELDS), recordRef),
    versions: z.record(z.string(), z.string()),
  })
  .check(
    z.superRefine((value, ctx) => {
      const survivor = refKey(value.survivor);
      const merged = value.merged.map(refKey);
      if (merged.includes(survivor) || new Set(merged).size !== merged.length)
        ctx.addIssue({
          code: 'custom',
          path: ['merged'],
          message: 'duplicates.merge.distinct',
          input: value.merged,
        });
      const chosen = new Set([survivor, ...merged]);
      for (const [field, ref] of Object.entries(value.keep)) {
        if (ref && !chosen.has(refKey(ref)))
          ctx.addIssue({
            code: 'custom',
            path: ['keep', field],
            message: 'duplicates.records.invalid',
            input: ref,
          });
      }
      for (const key of chosen) {
        if (!value.versions[key])
          ctx.addIssue({
            code: 'custom',
            path: ['versions'],
            message: 'duplicates.conflict',
            input: value.versions,
          });
      }
    }),
  );
export type MergeDuplicatesInput = z.output<typeof mergeDuplicatesSchema>;

/**
 * The survivor's properties a merge changes: for each field kept from another record, the survivor
 * kind's property and that record's value as entered. A value the survivor already holds is no change.
 */
export function survivorChangesOf(
  survivor: DuplicateRecordView,
  records: readonly DuplicateRecordView[],
  keep: MergeDuplicatesInput['keep'],
): Record<string, string> {
  const byKey = new Map(records.map((record) => [refKey(record), record]));
  const changes: Record<string, string> = {};
  for (const field of MERGEABLE_FIELDS) {
    const from = keep[field];
    const source = from && byKey.get(refKey(from));
    if (!source || refKey(source) === refKey(survivor)) continue;
    const value = source.fields[field];
    if (value !== survivor.fields[field]) changes[COMPARED_PROPERTIES[survivor.kind][field]] = value;
  }
  return changes;
}

/**
 * The names of the records of a merge: each merged record's as it was, the survivor's as the merge
 * keeps them (a name or birth date taken from another record).
 */
export function mergeNamesOf(
  survivor: DuplicateRecordView,
  records: readonly DuplicateRecordView[],
  keep: MergeDuplicatesInput['keep'],
): DuplicateRecordName[] {
  const byKey = new Map(records.map((record) => [refKey(record), record]));
  const kept = (field: 'studentFirstName' | 'studentLastName' | 'birthDate') =>
    byKey.get(refKey(keep[field] ?? survivor))?.fields[field] ?? survivor.fields[field];
  return records.map((record) =>
    refKey(record) === refKey(survivor)
      ? {
          kind: record.kind,
          id: record.id,
          studentFirstName: kept('studentFirstName'),
          studentLastName: kept('studentLastName'),
          birthDate: kept('birthDate'),
        }
      : {
          kind: record.kind,
          id: record.id,
          studentFirstName: record.fields.studentFirstName,
          studentLastName: record.fields.studentLastName,
          birthDate: record.fields.birthDate,
        },
  );
}

/** Where a merged record went: kept read-only, linked to its survivor and to the merge that can be undone. */
export interface MergedInto extends RecordRef {
  mergeId: string;
  at: string;
}

/** Who is writing a record: a coordinator's or family's change, or a merge (or its undo) itself. */
export type RecordWriter = 'change' | 'merge';

/**
 * A merged record is kept read-only, as it was when merged (its undo needs it so): any write but the
 * merge's own is refused, naming the survivor to open instead.
 */
export function assertWritable(record: { mergedInto?: MergedInto }, writer: RecordWriter = 'change'): void {
  if (record.mergedInto && writer === 'change') throw catalogError('conflict', 'duplicates.mergedReadOnly');
}

/** Each kind of record as staff screens and files name it. */
export const DUPLICATE_KIND_NAMES: Record<DuplicateKind, string> = {
  interest: 'Interest',
  registration: 'Primary Enrollment',
  lelo: 'Secondary Enrollment',
};

/** Where a merged record went, in words ('Primary Enrollment 1b2c…'); '' for a record not merged. */
export function mergedIntoText(mergedInto: MergedInto | undefined): string {
  return mergedInto ? `${DUPLICATE_KIND_NAMES[mergedInto.kind]} ${mergedInto.id}` : '';
}

/** How long a merge can be undone (by an Admin and up). */
export const MERGE_UNDO_DAYS = 90;

/** A merge as stored and as the API answers it: enough to put every record back as it was. */
export interface DuplicateMerge {
  id: string;
  charterId: string;
  survivor: RecordRef;
  merged: RecordRef[];
  /** The survivor's properties the merge changed: their values before, and the values it wrote. */
  survivorBefore: Record<string, string>;
  survivorAfter: Record<string, string>;
  /** The records' names and birth dates as merged (the survivor's as kept): a merged record leaves the list's names. */
  names: DuplicateRecordName[];
  by: string;
  at: string;
  /** 'merging' while its writes are under way (a failed merge is put back and removed). */
  state: 'merging' | 'merged' | 'undone';
  undone: { by: string; at: string } | null;
}

/** Whether a merge made at `at` can still be undone at `now`. */
export function isMergeUndoable(merge: Pick<DuplicateMerge, 'state' | 'at'>, now: Date): boolean {
  const age = now.getTime() - Date.parse(merge.at);
  return merge.state === 'merged' && age >= 0 && age <= MERGE_UNDO_DAYS * 24 * 60 * 60 * 1000;
}

/** GET /api/duplicates/merges: the merges of the caller's charters that can still be undone, newest first. */
export interface DuplicateMergesResponse {
  merges: DuplicateMerge[];
}
