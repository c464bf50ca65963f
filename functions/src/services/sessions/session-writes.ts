import {
  DomainError,
  derivePermalink,
  invalidInput,
  type LeloSessionRecord,
  permalinkToStore,
  SESSION_NAME_TAKEN,
  SESSION_PERMALINK_TAKEN,
  type Session,
  type StaffSession,
  staffSessionOf,
  type ValidationMessageKey,
  validationMessagesEn,
} from '@enroll/domain';
import {
  claimSessionValue,
  releaseSessionValue,
  type SessionClaimKind,
} from '../../data/session-claims-repository.ts';
import { findSessionClashes } from '../../data/sessions-repository.ts';
import type { WithEtag } from '../../data/system-fields.ts';

/** Which save: the spec has one duplicate-name message for adding and another for editing. */
export type SessionSaveKind = 'add' | 'edit';

const NAME_MESSAGE: Record<SessionSaveKind, ValidationMessageKey> = {
  add: 'session.name.duplicateOnAdd',
  edit: 'session.name.duplicateOnEdit',
};

function nameTaken(kind: SessionSaveKind): DomainError {
  const code = NAME_MESSAGE[kind];
  const message = validationMessagesEn[code];
  return new DomainError('conflict', message, [{ field: 'name', code, message }], SESSION_NAME_TAKEN);
}

function permalinkTaken(): DomainError {
  const code = 'session.permalink.taken';
  const message = validationMessagesEn[code];
  return new DomainError(
    'conflict',
    message,
    [{ field: 'permalink', code, message }],
    SESSION_PERMALINK_TAKEN,
  );
}

/**
 * The session a save stores: the checked input, its permalink (derived from the name when created,
 * then kept), and the stamps.
 */
export function sessionRecordOf(
  id: string,
  input: Session,
  stored: LeloSessionRecord | null,
  now: Date,
): LeloSessionRecord {
  const permalink = permalinkToStore(derivePermalink(input.name), stored);
  // A name of only characters the permalink drops (e.g. '!!!') leaves no address to publish.
  if (!permalink) {
    throw invalidInput([{ field: 'permalink', code: 'required', message: validationMessagesEn.required }]);
  }
  const stamp = now.toISOString();
  return {
    id,
    name: input.name,
    nameEs: input.nameEs,
    status: input.status,
    schoolYear: input.schoolYear,
    permalink,
    enrollmentStart: input.enrollmentStart,
    enrollmentEnd: input.enrollmentEnd,
    schoolYearStartDate: input.schoolYearStartDate,
    schoolYearEndDate: input.schoolYearEndDate,
    createdAt: stored?.createdAt ?? stamp,
    updatedAt: stamp,
  };
}

/**
 * Runs `write` holding the claims of the record's name and permalink (session-claims-repository.ts):
 * a name another session has (case-insensitively, also one stored before claims existed) is a 409 with
 * the add or edit message on `name`; a permalink another has, a 409 on `permalink`. A failed write gives
 * back the claims it took; a successful one gives back the claims of the values the session dropped.
 */
export async function withUniqueSessionValues<T>(
  kind: SessionSaveKind,
  record: LeloSessionRecord,
  previous: LeloSessionRecord | null,
  write: () => Promise<T>,
): Promise<T> {
  const clashes = await findSessionClashes(record.name, record.permalink, previous ? record.id : null);
  if (clashes.nameTaken) throw nameTaken(kind);
  if (clashes.permalinkTaken) throw permalinkTaken();
  const values: [SessionClaimKind, string][] = [
    ['name', record.name],
    ['permalink', record.permalink],
  ];
  const taken: [SessionClaimKind, string][] = [];
  const giveBack = () =>
    Promise.all(
      taken
        .filter(([claim, value]) => !previous || !sameValue(claim, value, previous))
        .map(([claim, value]) => releaseSessionValue(claim, value, record.id)),
    );
  let result: T;
  try {
    for (const [claim, value] of values) {
      if (!(await claimSessionValue(claim, value, record.id)))
        throw claim === 'name' ? nameTaken(kind) : permalinkTaken();
      taken.push([claim, value]);
    }
    result = await write();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (previous) {
    // The old name or permalink is free again once the session no longer has it.
    await Promise.all(
      values
        .filter(([claim]) => !sameValue(claim, claim === 'name' ? record.name : record.permalink, previous))
        .map(([claim]) =>
          releaseSessionValue(claim, claim === 'name' ? previous.name : previous.permalink, record.id),
        ),
    );
  }
  return result;
}

function sameValue(kind: SessionClaimKind, value: string, session: LeloSessionRecord): boolean {
  return kind === 'name'
    ? value.trim().toLowerCase() === session.name.trim().toLowerCase()
    : value === session.permalink;
}

/** The session as the staff API answers it (sent with its ETag for the next If-Match). */
export function staffSessionBody(stored: WithEtag<LeloSessionRecord>): StaffSession {
  const { _etag: _version, ...record } = stored;
  return staffSessionOf(record);
}
