import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { buildLeloPdf, leloPdfFileName } from '../../services/export/lelo-pdf.ts';
import { LELO_EXPORT_SCREEN } from '../../services/export/lelo-screen.ts';
import { recordPdfExport } from '../../services/export/record-pdf-export.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}/pdf: '{first}{last}_LeloForm.pdf' of one secondary enrollment
 * (Export to PDF), for every staff level; another charter's entry is the same 404 as an unknown id. Recorded
 * in exportLog as a 'pdf' export of one record. A signature image whose blob is gone or does not decode
 * is left out (its box empty), not a failed export.
 */
export async function getLeloEntryPdf(request: HttpRequest, context: InvocationContext) {
  const scope = callerScopeOf(request);
  const entry = withoutSystemFields(await readScopedLeloEntry(scope, routeParam(request)));
  return fileResponse(
    await recordPdfExport({
      staff: staffIdentityOf(request),
      context,
      fileName: leloPdfFileName(entry),
      screen: LELO_EXPORT_SCREEN,
      entity: 'leloRegistration',
      record: entry,
      // A signature that cannot be drawn leaves its box empty; the log says which and why (ids only).
      build: () =>
        buildLeloPdf(entry, businessToday(), (role, problem) =>
          logInfo(context, 'leloPdf.signatureLeftOut', {
            leloRegistrationId: entry.id,
            signature: role,
            problem,
          }),
        ),
    }),
  );
}

registerHttp('lelo-entry-pdf', {
  route: 'leloRegistration/staff/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloEntryPdf,
});
