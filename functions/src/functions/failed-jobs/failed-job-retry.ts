import type { HttpRequest } from '@azure/functions';
import { isUuid, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { retryFailedJob } from '../../services/failed-jobs/failed-jobs.ts';

/**
 * POST /api/failed-jobs/{id}/retry: puts the job back on its queue (an e-mail job) or requests the
 * agreement again, and removes it from the poison queue. 404 for an unknown id or one out of scope.
 */
export async function retryJob(request: HttpRequest) {
  const id = routeParam(request);
  // Storage queue message ids are GUIDs.
  if (!isUuid(id)) throw notFoundError('No failed job has this id.');
  const job = await retryFailedJob(id, callerScopeOf(request));
  return ok(job);
}

registerHttp('failed-job-retry', {
  route: 'failed-jobs/{id}/retry',
  methods: ['POST'],
  access: 'admin',
  maxBodyBytes: 1024,
  handler: retryJob,
});
