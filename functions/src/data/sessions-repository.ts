import {
  catalogError,
  type DomainError,
  type LeloSessionRecord,
  type SessionSummary,
  sessionSummaryOf,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { readRecordVersioned, replaceRecordIfMatch } from './replace-if-match.ts';
import { type WithEtag, withEtagKept, withoutSystemFields } from './system-fields.ts';

/** The session of a permalink (permalinks are unique; a small container, so a query is cheap). */
export async function findSessionByPermalink(permalink: string): Promise<LeloSessionRecord | null> {
  const resources = await queryAll<LeloSessionRecord>('sessions', {
    query: 'SELECT * FROM c WHERE c.permalink = @permalink',
    parameters: [{ name: '@permalink', value: permalink }],
  });
  const [found] = resources;
  return found ? withoutSystemFields(found) : null;
}

export async function findSession(id: string): Promise<LeloSessionRecord | null> {
  const found = await readSessionVersioned(id);
  if (!found) return null;
  const { _etag: _ignored, ...record } = found;
  return record;
}

/** The session with its ETag (for an If-Match update); null when there is none. */
export function readSessionVersioned(id: string): Promise<WithEtag<LeloSessionRecord> | null> {
  return readRecordVersioned<LeloSessionRecord>('sessions', id);
}

/** Every session (Active and Inactive), by name. A handful of documents: one small query. */
export async function listSessions(): Promise<SessionSummary[]> {
  const resources = await queryAll<LeloSessionRecord>(
    'sessions',
    'SELECT c.id, c.name, c.permalink, c.status, c.schoolYear, c.enrollmentStart, c.enrollmentEnd FROM c',
  );
  return resources.map(sessionSummaryOf).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The ids of the sessions, other than `exceptId`, whose name is `name` compared case-insensitively, or
 * whose permalink is `permalink`. It also finds sessions stored before name claims existed (the seed).
 */
export async function findSessionClashes(
  name: string,
  permalink: string,
  exceptId: string | null,
): Promise<{ nameTaken: boolean; permalinkTaken: boolean }> {
  const resources = await queryAll<{ id: string; sameName: boolean; samePermalink: boolean }>('sessions', {
    query:
      'SELECT c.id, LOWER(TRIM(c.name)) = @name AS sameName, c.permalink = @permalink AS samePermalink ' +
      'FROM c WHERE (LOWER(TRIM(c.name)) = @name OR c.permalink = @permalink) AND c.id != @exceptId',
    parameters: [
      { name: '@name', value: name.trim().toLowerCase() },
      { name: '@permalink', value: permalink },
      { name: '@exceptId', value: exceptId ?? '' },
    ],
  });
  return {
    nameTaken: resources.some((row) => row.sameName),
    permalinkTaken: resources.some((row) => row.samePermalink),
  };
}

export async function createSession(record: LeloSessionRecord): Promise<WithEtag<LeloSessionRecord>> {
  const { resource } = await container('sessions').items.create<LeloSessionRecord>(record);
  if (!resource) throw new Error(`Session ${record.id} was not created`);
  return withEtagKept(resource);
}

/** The 409 of an update made against an older version of the session. */
export function sessionConflict(): DomainError {
  return catalogError('conflict', 'session.conflict');
}

/** Replaces the session only if it is still the version `etag` names (412 from Cosmos → 409). */
export async function replaceSessionVersioned(
  record: LeloSessionRecord,
  etag: string,
): Promise<WithEtag<LeloSessionRecord>> {
  return replaceRecordIfMatch('sessions', record, etag, { conflict: sessionConflict }, 'Session');
}
