import type { HttpRequest } from '@azure/functions';
import { invalidInput, programsForBrand } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listProgramTypes } from '../../data/program-types-repository.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';

/** GET /api/program-types?brandName=B: the programs brand B offers, in display order, with its links. */
export async function getProgramTypes(request: HttpRequest) {
  const brandName = request.query.get('brandName')?.trim() ?? '';
  if (!brandName || brandName.length > 100) {
    throw invalidInput([
      { field: 'brandName', code: 'location.brand.required', message: 'A brand is required.' },
    ]);
  }
  return ok(programsForBrand(await listProgramTypes(), brandName), PUBLIC_CACHE);
}

registerHttp('program-types-list', {
  route: 'program-types',
  methods: ['GET'],
  access: 'public',
  handler: getProgramTypes,
});
