import type { HttpRequest, InvocationContext } from '@azure/functions';
import { leloListFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { json } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { LELO_ZIP_JOB_FILE } from '../../services/export/export-job-files.ts';
import { startExportJob } from '../../services/export/export-jobs.ts';

/**
 * GET /api/optimizeLeloAPI/zip with the list's filters (no paging): starts LeloForms_data.zip of the
 * filtered entries' stored signed agreements as an export job (202 `{ jobId }`), counted by the entries
 * with a stored agreement; 404 'export.empty' when no filtered entry has one.
 */
export async function exportLeloZip(request: HttpRequest, context: InvocationContext) {
  const filters = parseWith(leloListFiltersSchema, queryObject(request));
  return json(202, await startExportJob(staffIdentityOf(request), context, filters, LELO_ZIP_JOB_FILE));
}

// Every staff level, as the Excel export.
registerHttp('lelo-export-zip', {
  route: 'optimizeLeloAPI/zip',
  methods: ['GET'],
  access: 'staff',
  handler: exportLeloZip,
});
