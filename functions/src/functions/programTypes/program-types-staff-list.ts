import { type SpecialProgramsResponse, specialProgramsOf } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listProgramTypes } from '../../data/program-types-repository.ts';
import { ok } from '../../platform/http-responses.ts';

/**
 * GET /api/programTypes: the 'Add Special Programs' list (504, IEP, ELL, then the stored program
 * types), each with its key and label. Every staff level reads it.
 */
export async function listStaffProgramTypes() {
  const body: SpecialProgramsResponse = { data: specialProgramsOf(await listProgramTypes()) };
  return ok(body, { 'Cache-Control': 'private, max-age=300' });
}

registerHttp('program-types-staff-list', {
  route: 'programTypes',
  methods: ['GET'],
  access: 'staff',
  handler: listStaffProgramTypes,
});
