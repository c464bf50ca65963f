import type { HttpRequest, InvocationContext } from '@azure/functions';
import { canTransition, invalidField, specialProgramsOf, specialProgramsRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listProgramTypes } from '../../data/program-types-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { applyRegistrationEvent, transitionIllegal } from '../../services/registrations/apply-transition.ts';
import {
  readCurrentRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';

/** Only programs of the staff list (GET /api/programTypes) may be set: anything else is a 400 on programList. */
async function assertKnownPrograms(programList: Record<string, unknown>): Promise<void> {
  const known = new Set(specialProgramsOf(await listProgramTypes()).map((program) => program.key));
  if (Object.keys(programList).every((key) => known.has(key))) return;
  throw invalidField('programList', 'registration.programs.invalid');
}

/**
 * PUT /api/registration/add-special-programs/{id} ('Add Special Programs'): each program's tri-state
 * and the description, stored through the status machine (processingLevel 3, progressLevel at least
 * 2; only from orientation ready on, never on a terminated registration: 409 otherwise). If-Match is
 * required (428, 409 stale). 200 with the saved record and its new ETag.
 */
export async function updateSpecialPrograms(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const input = await parseJsonBody(request, specialProgramsRequestSchema);
  const stored = await readCurrentRegistration(callerScopeOf(request), routeParam(request), etag);
  if (!canTransition(stored, 'specialProgramsSet')) throw transitionIllegal();
  await assertKnownPrograms(input.programList);
  const saved = await applyRegistrationEvent(
    stored,
    { type: 'specialProgramsSet', programs: input.programList, programDescription: input.programDescription },
    etag,
  );
  logInfo(context, 'registration.specialProgramsSet', {
    registrationId: saved.id,
    programs: Object.keys(input.programList).length,
  });
  return versioned(registrationBody(saved), saved._etag);
}

registerHttp('registration-special-programs-update', {
  route: 'registration/add-special-programs/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: updateSpecialPrograms,
});
