import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { listFailedJobs } from '../../services/failed-jobs/failed-jobs.ts';

/** GET /api/failed-jobs: the jobs in the poison queues the Admin may see, with count, reason and tries. */
export async function getFailedJobs(request: HttpRequest) {
  const list = await listFailedJobs(callerScopeOf(request));
  return ok(list, { 'Cache-Control': 'private, no-store' });
}

registerHttp('failed-jobs-list', {
  route: 'failed-jobs',
  methods: ['GET'],
  access: 'admin',
  handler: getFailedJobs,
});
