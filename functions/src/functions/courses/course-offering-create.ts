import type { HttpRequest, InvocationContext } from '@azure/functions';
import { courseOfferingSubmitSchema, offeredCourseCount } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createCourseOffering } from '../../data/course-offerings-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import {
  offeringToSave,
  scopedSetupSite,
  setupSession,
  staffOfferingBody,
} from '../../services/course-setup/course-setup.ts';

/**
 * POST /api/courses (course offerings Submit, Contributor and up): the first save of a learning
 * center's courses in a session. The body is the course submit payload (400 with field errors); the
 * site must be in the caller's charters and the session must exist (else 404); each panel's ids must be
 * catalog courses of its level and edition (400). 201 with the offering and its ETag; an offering that
 * exists already is a 409 'courses.exists' (the screen then edits it with PUT).
 */
export async function createCourseOfferingHandler(request: HttpRequest, context: InvocationContext) {
  const submit = await parseJsonBody(request, courseOfferingSubmitSchema);
  const site = await scopedSetupSite(callerScopeOf(request), submit.siteId);
  const session = await setupSession(submit.LeloRegistrationProfile);
  const saved = await createCourseOffering(await offeringToSave(submit, session, site));
  logInfo(context, 'courses.created', {
    offeringId: saved.id,
    sessionId: session.id,
    siteId: site.id,
    courseCount: offeredCourseCount(saved),
  });
  return versioned(staffOfferingBody(session, site, saved), saved?._etag ?? null, 201);
}

registerHttp('course-offering-create', {
  route: 'courses',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 32 * 1024,
  handler: createCourseOfferingHandler,
});
