import type { HttpRequest } from '@azure/functions';
import { errorReportSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { storeErrorReport } from '../../data/error-log-repository.ts';
import { json } from '../../platform/http-responses.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';

/** POST /api/log-error: a client error report (no personal data), stored in `errorLog`. */
export async function createErrorLog(request: HttpRequest) {
  const report = await parseJsonBody(request, errorReportSchema);
  const id = await storeErrorReport(report, request.headers.get('user-agent') ?? '');
  return json(202, { id });
}

registerHttp('log-error-create', {
  route: 'log-error',
  methods: ['POST'],
  access: 'public',
  rateLimit: 'logError',
  maxBodyBytes: 32 * 1024,
  handler: createErrorLog,
});
