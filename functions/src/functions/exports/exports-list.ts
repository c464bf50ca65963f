import type { HttpRequest } from '@azure/functions';
import type { MyExports } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { listOwnExportJobs } from '../../services/export/export-jobs.ts';

/** GET /api/exports: the caller's exports of the last day, newest first (My exports). Never cached. */
export async function listMyExports(request: HttpRequest) {
  const page: MyExports = { exports: await listOwnExportJobs(staffIdentityOf(request)) };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('exports-list', {
  route: 'exports',
  methods: ['GET'],
  access: 'staff',
  handler: listMyExports,
});
