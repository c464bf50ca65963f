import type { CharterScope, LeloRegistrationRecord } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { scopedRecordPdf } from '../../app/staff-record-handlers.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { logInfo } from '../../platform/log.ts';
import { buildLeloPdf, leloPdfFileName } from '../../services/export/lelo-pdf.ts';
import { LELO_EXPORT_SCREEN } from '../../services/export/lelo-screen.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}/pdf: '{first}{last}_LeloForm.pdf' of one secondary enrollment
 * (Export to PDF), for every staff level; another charter's entry is the same 404 as an unknown id. Recorded
 * in exportLog as a 'pdf' export of one record. A signature image whose blob is gone or does not decode
 * is left out (its box empty), not a failed export.
 */
export const getLeloEntryPdf = scopedRecordPdf(
  async (scope: CharterScope, id: string): Promise<LeloRegistrationRecord> =>
    withoutSystemFields(await readScopedLeloEntry(scope, id)),
  {
    screen: LELO_EXPORT_SCREEN,
    entity: 'leloRegistration',
    fileName: leloPdfFileName,
    // A signature that cannot be drawn leaves its box empty; the log says which and why (ids only).
    build: (entry, today, context) =>
      buildLeloPdf(entry, today, (role, problem) =>
        logInfo(context, 'leloPdf.signatureLeftOut', {
          leloRegistrationId: entry.id,
          signature: role,
          problem,
        }),
      ),
  },
);

registerHttp('lelo-entry-pdf', {
  route: 'leloRegistration/staff/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloEntryPdf,
});
