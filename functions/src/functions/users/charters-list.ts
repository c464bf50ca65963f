import { listCharterOptions } from '../../data/charter-options-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';

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
