import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { openOwnExportFile } from '../../services/export/export-jobs.ts';

/**
 * GET /api/exports/{jobId}/file: the file of the caller's finished export job, sent from storage as it
 * is read (it exists already, so the answer starts at once). Another person's job, an unknown id, a job
 * not done yet and one past its day are 404.
 */
export async function downloadExportFile(request: HttpRequest) {
  return fileResponse(await openOwnExportFile(staffIdentityOf(request), routeParam(request, 'jobId')));
}

registerHttp('export-file', {
  route: 'exports/{jobId}/file',
  methods: ['GET'],
  access: 'staff',
  handler: downloadExportFile,
});
