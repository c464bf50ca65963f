/** The ids a new record is stored under: its id (also `_id`) and the `_uuid` families and staff see. */
export interface RecordIds {
  id: string;
  uuid: string;
}

/**
 * What every new interest or registration carries whoever entered it (a family or staff): its ids, and
 * the instant as its creation, last change and submission, with the kind of submission it is.
 */
export function submissionStamp<Kind extends string>(ids: RecordIds, now: Date, submissionType: Kind) {
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
