import type { HttpRequest } from '@azure/functions';
import { charterScopeOf, isUuid, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { retryFailedJob } from '../../services/failed-jobs/failed-jobs.ts';

/**
 * POST /api/failed-jobs/{id}/retry: puts the job back on its queue (an e-mail job) or requests the
 * agreement again, and removes it from the poison queue. 404 for an unknown id or one out of scope.
 */
export async function retryJob(request: HttpRequest) {
  const id = request.params.id ?? '';
  // Storage queue message ids are GUIDs.
  if (!isUuid(id)) throw notFoundError('No failed job has this id.');
  const job = await retryFailedJob(id, charterScopeOf(staffIdentityOf(request)));
  return ok(job);
}

registerHttp('failed-job-retry', {
  route: 'failed-jobs/{id}/retry',
  methods: ['POST'],
  access: 'admin',
  maxBodyBytes: 1024,
  handler: retryJob,
});
