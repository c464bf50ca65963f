import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, isRecordId, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findInterest } from '../../data/interests-repository.ts';
import { assertCharterReadable } from '../../platform/charter-scope.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { buildInterestPdf, interestPdfFileName } from '../../services/export/interest-pdf.ts';
import { INTEREST_EXPORT_SCREEN } from '../../services/export/interest-screen.ts';
import { recordPdfExport } from '../../services/export/record-pdf-export.ts';

/**
 * GET /api/enrollment/{id}/pdf: the interest PDF of one entry ('{first} {last}_InterestForm.pdf').
 * An unknown id and an entry of another charter are the same 404. Recorded in exportLog as a 'pdf'
 * export of one record (a failure to build it as 'failed').
 */
export async function getInterestPdf(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  if (!isRecordId(id)) throw notFoundError();
  const entry = await findInterest(id);
  if (!entry) throw notFoundError();
  assertCharterReadable(callerScopeOf(request), entry.charter_id);
  return fileResponse(
    await recordPdfExport({
      staff: staffIdentityOf(request),
      context,
      fileName: interestPdfFileName(entry),
      screen: INTEREST_EXPORT_SCREEN,
      entity: 'interest',
      record: entry,
      build: () => buildInterestPdf(entry, businessToday()),
    }),
  );
}

registerHttp('enrollment-pdf-get', {
  route: 'enrollment/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getInterestPdf,
});
