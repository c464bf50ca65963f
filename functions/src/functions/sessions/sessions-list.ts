import { registerHttp } from '../../app/registry.ts';
import { listSessions } from '../../data/sessions-repository.ts';
import { ok } from '../../platform/http-responses.ts';

/**
 * GET /api/sessions: every secondary enrollment session (`_id`, name, permalink, status, schoolYear)
 * by name, for the staff sidebar's 'Add {session name}' links and the setup screens.
 */
export async function listSessionsForStaff() {
  return ok(await listSessions(), { 'Cache-Control': 'private, no-store' });
}

registerHttp('sessions-list', {
  route: 'sessions',
  methods: ['GET'],
  access: 'staff',
  handler: listSessionsForStaff,
});
