import type { HttpRequest } from '@azure/functions';
import { exportLogInputSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { storeExportLog } from '../../data/export-log-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';

/**
 * POST /api/dataexport: records an export (fileName, recordCount, screen, exportType, exportStatus) in
 * `exportLog`. user_name and azure_id come from the signed-in identity, never from the body.
 */
export async function createDataExportLog(request: HttpRequest) {
  const input = await parseJsonBody(request, exportLogInputSchema);
  const staff = staffIdentityOf(request);
  const entry = await storeExportLog(input, { name: staff.name, email: staff.email });
  return created({ id: entry.id });
}

registerHttp('dataexport-create', {
  route: 'dataexport',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 16 * 1024,
  handler: createDataExportLog,
});
