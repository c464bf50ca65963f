/**
 * A flagged record as the review screen shows it beside the others of its set: the same fields of an
 * interest, a registration and a secondary enrollment, each as entered, under one name.
 */
import type { DuplicateKind, RecordRef } from './duplicate-subject.ts';

/**
 * The fields a merge chooses between: the student, the parent's contact and the address. The
 * learning center, the status and the submission date are the survivor's own.
 */
export const MERGEABLE_FIELDS = [
  'studentFirstName',
  'studentLastName',
  'birthDate',
  'gradeLevel',
  'parentFirstName',
  'parentLastName',
  'parentEmail',
  'parentPhone',
  'street',
  'city',
  'zip',
] as const;
export type MergeableField = (typeof MERGEABLE_FIELDS)[number];

/** The fields shown side by side, in their order on the screen. */
export const COMPARED_FIELDS = [...MERGEABLE_FIELDS, 'learningCenter', 'status', 'submittedAt'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** The properties of a registration, which the secondary enrollment's wizard shares but for one. */
const WIZARD_PROPERTIES: Record<ComparedField, string> = {
  studentFirstName: 'firstName',
  studentLastName: 'lastName',
  birthDate: 'birthDate',
  gradeLevel: 'gradeLevel',
  parentFirstName: 'pgFirstName',
  parentLastName: 'pgLastName',
  parentEmail: 'pgPrimaryEmail',
  parentPhone: 'pgPrimaryPhone',
  street: 'street',
  city: 'city',
  zip: 'zip',
  learningCenter: 'learningCenterName',
  status: 'status',
  submittedAt: 'createdAt',
};

/** Each kind's stored property of a compared field (the wizards and the interest form name them apart). */
export const COMPARED_PROPERTIES: Record<DuplicateKind, Record<ComparedField, string>> = {
  interest: {
    studentFirstName: 'studentFirstName',
    studentLastName: 'studentLastName',
    birthDate: 'birthDate',
    gradeLevel: 'gradeLevel',
    parentFirstName: 'parentFirstName',
    parentLastName: 'parentLastName',
    parentEmail: 'primaryEmail',
    parentPhone: 'phone',
    street: 'street1',
    city: 'city',
    zip: 'zipCode',
    learningCenter: 'learningCenterName',
    status: 'status',
    submittedAt: 'createdAt',
  },
  registration: WIZARD_PROPERTIES,
  // The secondary enrollment keeps its learning center's name under its own name.
  lelo: { ...WIZARD_PROPERTIES, learningCenter: 'learningCenter' },
};

/** One record of a set: which it is, its charter, and its compared fields as entered ('' when absent). */
export interface DuplicateRecordView extends RecordRef {
  charterId: string;
  /** The stored version shown (its ETag): a merge names it, so a record changed since is not merged blind. */
  version: string;
  fields: Record<ComparedField, string>;
}

/**
 * The view of a stored record of `kind` (with its `_etag`); a field it lacks, or holds as something
 * other than text, is ''.
 */
export function duplicateRecordViewOf(
  ref: RecordRef,
  charterId: string,
  record: object,
): DuplicateRecordView {
  const properties = COMPARED_PROPERTIES[ref.kind];
  const fields = Object.fromEntries(
    COMPARED_FIELDS.map((field) => {
      const value: unknown = Reflect.get(record, properties[field]);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<ComparedField, string>;
  const version: unknown = Reflect.get(record, '_etag');
  return {
    kind: ref.kind,
    id: ref.id,
    charterId,
    version: typeof version === 'string' ? version : '',
    fields,
  };
}

/**
 * The fields whose values are not the same on every record of a set, as entered (spaces around a
 * value aside): what the screen highlights. A value typed with other capitals or accents is a
 * difference to see, even where the rules count it as the same.
 */
export function differingFields(records: readonly Pick<DuplicateRecordView, 'fields'>[]): ComparedField[] {
  return COMPARED_FIELDS.filter(
    (field) => new Set(records.map((record) => record.fields[field].trim())).size > 1,
  );
}
