import type { LeloSessionRecord, SessionSummary } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

/** The session of a permalink (permalinks are unique; a small container, so a query is cheap). */
export async function findSessionByPermalink(permalink: string): Promise<LeloSessionRecord | null> {
  const { resources } = await container('sessions')
    .items.query<LeloSessionRecord>({
      query: 'SELECT * FROM c WHERE c.permalink = @permalink',
      parameters: [{ name: '@permalink', value: permalink }],
    })
    .fetchAll();
  const [found] = resources;
  return found ? withoutSystemFields(found) : null;
}

export async function findSession(id: string): Promise<LeloSessionRecord | null> {
  const { resource } = await container('sessions').item(id, id).read<LeloSessionRecord>();
  return resource ? withoutSystemFields(resource) : null;
}

/** Every session (Active and Inactive), by name. A handful of documents: one small query. */
export async function listSessions(): Promise<SessionSummary[]> {
  const { resources } = await container('sessions')
    .items.query<Pick<LeloSessionRecord, 'id' | 'name' | 'permalink' | 'status' | 'schoolYear'>>(
      'SELECT c.id, c.name, c.permalink, c.status, c.schoolYear FROM c',
    )
    .fetchAll();
  return resources
    .map(({ id, name, permalink, status, schoolYear }) => ({ _id: id, name, permalink, status, schoolYear }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
