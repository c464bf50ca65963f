import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type StudentMatchResponse, studentMatchRequestSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import {
  readScopedRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';
import { scopedStudentMatches } from '../../services/sis/student-matches.ts';

/**
 * POST /api/sql/student-match ('Find Student Match', Process Registration's first step): the SIS
 * students matching a registration, newest start date first, each with its match_type. The body names
 * the registration only ({ registrationId }); the criteria come from the stored registration, so an
 * unknown id and another charter's registration are the same 404. A SIS that cannot be reached is
 * 503 'registration.sis.unavailable'. Contributor and up (they act on the result). Only students of
 * the caller's charters are answered; matches at other charters are only counted.
 */
export async function findStudentMatches(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, studentMatchRequestSchema);
  const scope = callerScopeOf(request);
  const stored = await readScopedRegistration(scope, input.registrationId);
  const body: StudentMatchResponse = await scopedStudentMatches(registrationBody(stored), scope, context);
  logInfo(context, 'sis.studentMatch', {
    registrationId: stored.id,
    matches: body.recordset.length,
    otherCharterMatches: body.otherCharterMatches,
  });
  return ok(body, { 'Cache-Control': 'private, no-store' });
}

registerHttp('sql-student-match', {
  route: 'sql/student-match',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 4 * 1024,
  handler: findStudentMatches,
});
