import type { LeloSessionRecord } from '@enroll/domain';
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
