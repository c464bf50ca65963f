/** The ids a new record is stored under: its id (also `_id`) and the `_uuid` families and staff see. */
export interface RecordIds {
  id: string;
  uuid: string;
}

/**
 * What every interest or registration carries whoever entered it (a family or staff): its ids, the
 * instants of its creation, last change and submission, and the kind of submission it is.
 */
export interface SubmissionStamp<Kind extends string> {
  id: string;
  _id: string;
  _uuid: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string;
  submissionType: Kind;
}

/** The stamp of a new record: its ids, and the instant as its creation, last change and submission. */
export function submissionStamp<Kind extends string>(
  ids: RecordIds,
  now: Date,
  submissionType: Kind,
): SubmissionStamp<Kind> {
  const timestamp = now.toISOString();
  return {
    id: ids.id,
    _id: ids.id,
    _uuid: ids.uuid,
    createdAt: timestamp,
    updatedAt: timestamp,
    submittedAt: timestamp,
    submissionType,
  };
}
