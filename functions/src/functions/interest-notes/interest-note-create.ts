import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  applyInterestEvent,
  assertWritable,
  type InterestNote,
  interestNoteInputSchema,
  isDomainError,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { isCosmosStatus } from '../../data/create-once.ts';
import { createNoteOnce } from '../../data/interest-notes-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { assertSameRequest, idempotentId, requestHashOf } from '../../platform/idempotency.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import {
  applyEvent,
  readScopedInterest,
  transitionInvalid,
} from '../../services/interest-entries/scoped-interest.ts';

/** Tries of the status write when another write to the entry wins the race. */
const STATUS_ATTEMPTS = 3;

/**
 * The entry's 'noteAdded' move (lastContactDate now; a new or followed-up entry becomes 'Follow up
 * Required', a declined or enrolled one keeps its status), re-read and re-applied when another write
 * changed the entry in between. False when it could not be written.
 */
async function recordContact(request: HttpRequest, interestId: string): Promise<boolean> {
  for (let attempt = 0; attempt < STATUS_ATTEMPTS; attempt += 1) {
    const entry = await readScopedInterest(callerScopeOf(request), interestId);
    if (!applyInterestEvent(entry, 'noteAdded', new Date())) return false;
    try {
      await applyEvent(entry, 'noteAdded', entry._etag);
      return true;
    } catch (error) {
      if (!(isDomainError(error, 'conflict') && error.code === 'interest.conflict')) throw error;
    }
  }
  return false;
}

/**
 * POST /api/interest-notes ('Add Contact Note'): stores the note and records the contact through the
 * status machine's 'noteAdded' (lastContactDate now; 'Follow up Required' unless the entry was
 * declined or enrolled, which a note never undoes), on the server so a closed tab cannot lose it.
 * 201 with the note.
 *
 * Order: the note first, then the status. The note is what the coordinator typed and cannot be
 * recomputed; the status can. Its id comes from the Idempotency-Key (the screen sends one), so a
 * retry after a failed status write finds the stored note, writes nothing twice and applies the
 * status again. Without a retry the next note (or any later status change) corrects the status; the
 * other order could show 'Follow up Required' for a contact whose note was lost.
 */
export async function createInterestNote(request: HttpRequest, context: InvocationContext) {
  const id = idempotentId(request, 'interest-note');
  const body = await readJsonBody(request);
  const input = parseWith(interestNoteInputSchema, body);
  const entry = await readScopedInterest(callerScopeOf(request), input.interestId);
  // Checked before the note is stored: a merged entry's notes moved to its survivor.
  assertWritable(entry);
  const change = applyInterestEvent(entry, 'noteAdded', new Date());
  if (!change) throw transitionInvalid();
  const requestHash = requestHashOf(body);
  const { note: stored, created: isNew } = await createNoteOnce({
    ...input,
    id,
    timestamp: new Date().toISOString(),
    status: change.status,
    createdBy: staffIdentityOf(request).email,
    requestHash,
  });
  if (!isNew) assertSameRequest(stored, requestHash);
  const statusWritten = await recordContact(request, input.interestId).catch((error: unknown) => {
    if (isCosmosStatus(error, 404) || isDomainError(error, 'notFound')) return false;
    throw error;
  });
  logInfo(context, 'interest.noteAdded', {
    entryId: input.interestId,
    noteId: stored.id,
    repeated: !isNew,
    statusWritten,
  });
  const { requestHash: _requestHash, ...note } = stored;
  return created(note satisfies InterestNote);
}

registerHttp('interest-note-create', {
  route: 'interest-notes',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: createInterestNote,
});
