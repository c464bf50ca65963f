import { registerHttp } from '../../app/registry.ts';
import { listCharterOptions } from '../../data/charter-options-repository.ts';
import { ok } from '../../platform/http-responses.ts';

/** GET /api/charters: the active charters (`_id`, name, abbreviation) for the staff pickers, by name. */
export async function listCharters() {
  return ok(await listCharterOptions(), { 'Cache-Control': 'private, max-age=60' });
}

registerHttp('charters-list', {
  route: 'charters',
  methods: ['GET'],
  access: 'staff',
  handler: listCharters,
});
