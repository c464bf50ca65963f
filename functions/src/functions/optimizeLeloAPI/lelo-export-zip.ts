import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, catalogError, leloListFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { json } from '../../platform/http-responses.ts';
import { logError } from '../../platform/log.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf, prefersAsync } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { LELO_ZIP_JOB_FILE } from '../../services/export/export-job-files.ts';
import { startExportJob } from '../../services/export/export-jobs.ts';
import { LELO_EXPORT_SCREEN } from '../../services/export/lelo-screen.ts';
import { LELO_ZIP_FILE_NAME, leloZipItems, leloZipStream } from '../../services/export/lelo-zip.ts';
import {
  CONTENT_TYPES,
  recordExport,
  recordedExport,
  scopeSubject,
} from '../../services/export/recorded-export.ts';

/**
 * GET /api/optimizeLeloAPI/zip with the list's filters (no paging): LeloForms_data.zip of the filtered
 * entries' stored signed agreements, streamed. X-Record-Count is the number of agreements stored;
 * 404 'export.empty' when no filtered entry has one. Recorded in exportLog as 'zip' with the files
 * written, or 'failed' (0) when the listing or the stream fails. With `Prefer: respond-async` started as
 * an export job instead (202 `{ jobId }`), counted by the entries with a stored agreement.
 */
export async function exportLeloZip(request: HttpRequest, context: InvocationContext) {
  const filters = parseWith(leloListFiltersSchema, queryObject(request));
  if (prefersAsync(request)) {
    return json(202, await startExportJob(staffIdentityOf(request), context, filters, LELO_ZIP_JOB_FILE));
  }
  const scope = callerScopeOf(request);
  const logFields = {
    fileName: LELO_ZIP_FILE_NAME,
    screen: LELO_EXPORT_SCREEN,
    exportType: 'zip',
    subject: scopeSubject('leloRegistration', scope),
  } as const;
  let items: Awaited<ReturnType<typeof leloZipItems>>;
  try {
    items = await leloZipItems(filters, scope, businessToday());
  } catch (error) {
    await recordExport(staffIdentityOf(request), context, logFields, 'failed', 0);
    throw error;
  }
  const stored = items.filter((item) => item.uploadedUrl).length;
  if (stored === 0) {
    throw catalogError('notFound', 'export.empty');
  }
  const zip = leloZipStream(items, (item, error) =>
    logError(context, 'export.zip.pdfSkipped', error, { leloRegistrationId: item.id }),
  );
  return fileResponse(
    recordedExport({
      ...logFields,
      staff: staffIdentityOf(request),
      context,
      body: zip.stream,
      contentType: CONTENT_TYPES.zip,
      recordCount: stored,
      writtenCount: zip.filesWritten,
    }),
  );
}

// Every staff level, as the Excel export.
registerHttp('lelo-export-zip', {
  route: 'optimizeLeloAPI/zip',
  methods: ['GET'],
  access: 'staff',
  handler: exportLeloZip,
});
