import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { CharterScope } from '@enroll/domain';
import {
  businessToday,
  canTransition,
  type DomainError,
  type FieldError,
  invalidInput,
  liveOrientationFitsSite,
  type OrientationChoice,
  type OrientationEmailType,
  type RegistrationEvent,
  type RegistrationStatusChange,
  registrationStatusChangeSchema,
  validationMessagesEn,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import type { ReadRegistration } from '../../data/registrations-repository.ts';
import { readSiteVersioned, toSite } from '../../data/sites-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { queueEmailAfterSave } from '../../services/email/queue-after-save.ts';
import { applyRegistrationEvent, transitionIllegal } from '../../services/registrations/apply-transition.ts';
import {
  readCurrentRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';
import { scopedStudentMatches } from '../../services/sis/student-matches.ts';

const FUNCTION_NAME = 'registration-status-update';

function fieldError(
  field: string,
  code: 'registration.match.invalid' | 'registration.orientation.unavailable',
): DomainError {
  const errors: FieldError[] = [{ field, code, message: validationMessagesEn[code] }];
  return invalidInput(errors);
}

/**
 * The chosen student as the SIS has it now, found again among the registration's matches by its
 * charter and local id: a student that is not a match of this registration is a 400 on `student`.
 */
async function matchedStudent(
  stored: ReadRegistration,
  sisCharter: string,
  sisLocalId: string,
  scope: CharterScope,
  context: InvocationContext,
) {
  // The SIS failing is the service's 503 'registration.sis.unavailable' (nothing is written); a
  // student of a charter outside the caller's scope is not theirs to choose.
  const { recordset } = await scopedStudentMatches(stored, scope, context);
  const student = recordset.find(
    (match) => match.sis_charter === sisCharter && match.sis_local_id === sisLocalId,
  );
  if (!student) throw fieldError('student', 'registration.match.invalid');
  return student;
}

/** A live orientation must be one of the learning center's upcoming dates, inside its hours. */
async function assertOrientationAvailable(stored: ReadRegistration, orientation: OrientationChoice) {
  if (orientation.type !== 'LIVE') return;
  // Read fresh, not from the cache: a date an Admin has just added must be bookable at once.
  const site = await readSiteVersioned(stored.learningCenterId);
  const dates = site ? toSite(site).orientation?.orientation_dates : undefined;
  if (!dates || !liveOrientationFitsSite(orientation, dates, businessToday())) {
    throw fieldError('orientation.date', 'registration.orientation.unavailable');
  }
}

/** The machine's event for the requested change, after the checks that need the SIS or the site. */
async function eventOf(
  change: RegistrationStatusChange,
  stored: ReadRegistration,
  scope: CharterScope,
  context: InvocationContext,
): Promise<RegistrationEvent> {
  switch (change.change) {
    case 'studentMatched':
      return {
        type: 'studentMatched',
        student: await matchedStudent(stored, change.sisCharter, change.sisLocalId, scope, context),
        action: change.action,
      };
    case 'orientationScheduled':
      await assertOrientationAvailable(stored, change.orientation);
      return { type: 'orientationScheduled', orientation: change.orientation };
    case 'noMatchFound':
    case 'orientationConfirmed':
    case 'reactivated':
      return { type: change.change };
  }
}

/** The ETag as a job-id part: letters and digits only. */
function etagToken(etag: string): string {
  return etag.replace(/[^A-Za-z0-9]/g, '');
}

/**
 * PUT /api/registration/status/{id}: one processing step (Process Registration's match or no match,
 * the scheduler, confirming an orientation set before processing, Reactivate). If-Match is required
 * (428 missing, 409 'registration.conflict' stale); a step the status machine does not allow from the
 * registration's status and levels is a 409 'registration.transition.illegal'. A match is looked up
 * again in the SIS (400 on `student` when it is not one of the registration's); a live orientation
 * must be one of the site's upcoming dates and hours (400 on `orientation.date`). With `sendEmail`
 * the orientation e-mail is queued after the save: PRE when scheduled before the student match, POST
 * after, with the coordinator's address as staffEmail. 200 with the saved record and its new ETag.
 */
export async function updateRegistrationStatus(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const input = await parseJsonBody(request, registrationStatusChangeSchema);
  const stored = await readCurrentRegistration(callerScopeOf(request), routeParam(request), etag);
  // Refused before the SIS or the site is asked: an illegal step changes nothing and costs nothing.
  if (!canTransition(stored, input.change)) throw transitionIllegal();
  // Set before the student match (processing level 0) the orientation e-mail is the PRE one.
  const emailType: OrientationEmailType = Math.trunc(stored.processingLevel || 0) === 0 ? 'PRE' : 'POST';
  const event = await eventOf(input, stored, callerScopeOf(request), context);
  const saved = await applyRegistrationEvent(stored, event, etag);
  logInfo(context, 'registration.statusChanged', {
    registrationId: saved.id,
    change: input.change,
    processingLevel: saved.processingLevel,
    progressLevel: saved.progressLevel,
  });
  if (input.change === 'orientationScheduled' && input.orientation.sendEmail) {
    await queueEmailAfterSave(
      {
        kind: 'orientation',
        jobId: `orientation-${saved.id}-${etagToken(saved._etag)}`,
        registrationId: saved.id,
        emailType,
        staffEmail: staffIdentityOf(request).email,
      },
      FUNCTION_NAME,
      context,
    );
  }
  return versioned(registrationBody(saved), saved._etag);
}

registerHttp(FUNCTION_NAME, {
  route: 'registration/status/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 8 * 1024,
  handler: updateRegistrationStatus,
});
