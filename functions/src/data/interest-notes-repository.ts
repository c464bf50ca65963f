import type { InterestNote } from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { withoutSystemFields } from './system-fields.ts';

/** A note as stored: the note plus the hash of the request that wrote it (Idempotency-Key repeats). */
export type StoredInterestNote = InterestNote & { requestHash?: string };

const notes = () => container('interestNotes');

/**
 * Stores a note once per id (the id comes from the request's Idempotency-Key when it has one): a
 * repeat finds the stored note and writes nothing. Notes are partitioned by their interest's id.
 */
export async function createNoteOnce(
  note: StoredInterestNote,
): Promise<{ note: StoredInterestNote; created: boolean }> {
  try {
    await notes().items.create(note);
    return { note, created: true };
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
    const { resource } = await notes().item(note.id, note.interestId).read<StoredInterestNote>();
    if (!resource) throw error;
    return { note: withoutSystemFields(resource), created: false };
  }
}

/** The notes of an entry, newest first (one partition). */
export async function listNotes(interestId: string): Promise<InterestNote[]> {
  const resources = await queryAll<StoredInterestNote>(
    'interestNotes',
    {
      query: 'SELECT * FROM c WHERE c.interestId = @interestId ORDER BY c.timestamp DESC',
      parameters: [{ name: '@interestId', value: interestId }],
    },
    { partitionKey: interestId },
  );
  return resources.map((stored) => {
    const { requestHash: _requestHash, ...note } = withoutSystemFields(stored);
    return note;
  });
}

/** Deletes every note of an entry (when the entry is deleted); answers how many were removed. */
export async function deleteNotesOf(interestId: string): Promise<number> {
  const resources = await queryAll<string>(
    'interestNotes',
    {
      query: 'SELECT VALUE c.id FROM c WHERE c.interestId = @interestId',
      parameters: [{ name: '@interestId', value: interestId }],
    },
    { partitionKey: interestId },
  );
  for (const id of resources) {
    try {
      await notes().item(id, interestId).delete();
    } catch (error) {
      // Removed meanwhile (a repeated delete): the goal is reached.
      if (!isCosmosStatus(error, 404)) throw error;
    }
  }
  return resources.length;
}
