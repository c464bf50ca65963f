import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { listNotes } from '../../data/interest-notes-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/** GET /api/interest-notes/{id}: the contact notes of entry {id}, newest first (another charter: 404). */
export async function listInterestNotes(request: HttpRequest) {
  const entry = await readScopedInterest(callerScopeOf(request), routeParam(request));
  return ok(await listNotes(entry.id), { 'Cache-Control': 'private, no-store' });
}

registerHttp('interest-notes-list', {
  route: 'interest-notes/{id}',
  methods: ['GET'],
  access: 'staff',
  handler: listInterestNotes,
});
