import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  COURSE_OFFERING_IF_MATCH_REQUIRED,
  catalogError,
  courseOfferingSubmitSchema,
  invalidInput,
  notFoundError,
  offeredCourseCount,
  submittedOfferingId,
  validationMessagesEn,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import {
  courseOfferingConflict,
  readCourseOffering,
  replaceCourseOffering,
} from '../../data/course-offerings-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, ifMatchOf } from '../../platform/request-values.ts';
import {
  offeringToSave,
  scopedSetupSite,
  setupSession,
  staffOfferingBody,
} from '../../services/course-setup/course-setup.ts';

/**
 * PUT /api/courses/{id} (course offerings Submit once courses are saved, Contributor and up): replaces
 * the offering `{sessionId}_{siteId}`, which must be the one the body names (else 400). If-Match is
 * required: missing 428 'courses.ifMatch.required', stale 409 'courses.conflict'. The same checks as
 * POST; an offering not saved yet is a 404. 200 with the offering and its new ETag.
 */
export async function updateCourseOfferingHandler(request: HttpRequest, context: InvocationContext) {
  const etag = ifMatchOf(request);
  if (!etag) throw catalogError('preconditionRequired', COURSE_OFFERING_IF_MATCH_REQUIRED);
  const submit = await parseJsonBody(request, courseOfferingSubmitSchema);
  if (request.params.id !== submittedOfferingId(submit))
    throw invalidInput([
      {
        field: 'id',
        code: 'courseSetup.id.mismatch',
        message: validationMessagesEn['courseSetup.id.mismatch'],
      },
    ]);
  const site = await scopedSetupSite(callerScopeOf(request), submit.siteId);
  const session = await setupSession(submit.LeloRegistrationProfile);
  const stored = await readCourseOffering(submittedOfferingId(submit));
  if (!stored) throw notFoundError('This learning center has no courses in this session yet.');
  if (stored._etag !== etag) throw courseOfferingConflict();
  const saved = await replaceCourseOffering(await offeringToSave(submit, session, site), etag);
  logInfo(context, 'courses.updated', {
    offeringId: saved.id,
    sessionId: session.id,
    siteId: site.id,
    courseCount: offeredCourseCount(saved),
  });
  return versioned(staffOfferingBody(session, site, saved), saved?._etag ?? null);
}

registerHttp('course-offering-update', {
  route: 'courses/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 32 * 1024,
  handler: updateCourseOfferingHandler,
});
