import type { InterestNote } from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * A note as stored: the note plus the hash of the request that wrote it (Idempotency-Key repeats),
 * and, on a note a merge moved here, the merge and the entry it came from (what the undo reads).
 */
export type StoredInterestNote = InterestNote & {
  requestHash?: string;
  movedByMerge?: string;
  movedFrom?: string;
};

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
    const {
      requestHash: _requestHash,
      movedByMerge: _merge,
      movedFrom: _from,
      ...note
    } = withoutSystemFields(stored);
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
  for (const id of resources) await deleteNote({ id, interestId });
  return resources.length;
}

/** Every stored note of an entry's partition matching `where` (a condition on `c`), as stored. */
function storedNotesOf(
  interestId: string,
  where = 'true',
  parameters: { name: string; value: string }[] = [],
) {
  return queryAll<StoredInterestNote>(
    'interestNotes',
    {
      query: `SELECT * FROM c WHERE c.interestId = @interestId AND ${where}`,
      parameters: [{ name: '@interestId', value: interestId }, ...parameters],
    },
    { partitionKey: interestId },
  );
}

/** Stores `note` (a copy in another partition) unless it is there already: a repeated move writes it once. */
async function createNoteIfAbsent(note: StoredInterestNote): Promise<void> {
  try {
    await notes().items.create(note);
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
  }
}

/** Deletes a note; one removed meanwhile (a repeated delete) is fine: the goal is reached. */
async function deleteNote(note: Pick<StoredInterestNote, 'id' | 'interestId'>): Promise<void> {
  try {
    await notes().item(note.id, note.interestId).delete();
  } catch (error) {
    if (!isCosmosStatus(error, 404)) throw error;
  }
}

/**
 * Moves every note of entry `from` to entry `to` for merge `mergeId`: each copied first, marked with
 * the merge and where it came from, then removed from `from`, so a failure in between leaves a note
 * in both places rather than in neither, and a repeat finishes the move. Answers how many moved.
 */
export async function moveNotes(from: string, to: string, mergeId: string): Promise<number> {
  const moving = await storedNotesOf(from);
  for (const stored of moving) {
    const note = withoutSystemFields(stored);
    await createNoteIfAbsent({ ...note, interestId: to, movedByMerge: mergeId, movedFrom: from });
    await deleteNote(note);
  }
  return moving.length;
}

/** Puts back every note merge `mergeId` moved to entry `to`, in the same order of safety as moveNotes. */
export async function moveNotesBack(to: string, mergeId: string): Promise<number> {
  const moved = await storedNotesOf(to, 'c.movedByMerge = @mergeId', [{ name: '@mergeId', value: mergeId }]);
  for (const stored of moved) {
    const { movedByMerge: _merge, movedFrom, ...note } = withoutSystemFields(stored);
    if (!movedFrom) continue;
    await createNoteIfAbsent({ ...note, interestId: movedFrom });
    await deleteNote(stored);
  }
  return moved.length;
}
