import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { readOwnExportJob } from '../../services/export/export-jobs.ts';

/**
 * GET /api/exports/{jobId}: the caller's export job (status, records written of the records matched,
 * file name, when it ends). Another person's job, an unknown id and a job past its day are 404.
 * Never cached: the screen polls it for the progress bar.
 */
export async function getExportJob(request: HttpRequest) {
  const job = await readOwnExportJob(staffIdentityOf(request), routeParam(request, 'jobId'));
  return ok(job, { 'Cache-Control': 'private, no-store' });
}

registerHttp('export-job-get', {
  route: 'exports/{jobId}',
  methods: ['GET'],
  access: 'staff',
  handler: getExportJob,
});
