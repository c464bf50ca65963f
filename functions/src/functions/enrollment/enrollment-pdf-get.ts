import type { CharterScope } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { scopedRecordPdf } from '../../app/staff-record-handlers.ts';
import { findInterest } from '../../data/interests-repository.ts';
import { readInScope } from '../../platform/charter-scope.ts';
import { buildInterestPdf, interestPdfFileName } from '../../services/export/interest-pdf.ts';
import { INTEREST_EXPORT_SCREEN } from '../../services/export/interest-screen.ts';

/**
 * GET /api/enrollment/{id}/pdf: the interest PDF of one entry ('{first} {last}_InterestForm.pdf').
 * An unknown id and an entry of another charter are the same 404. Recorded in exportLog as a 'pdf'
 * export of one record (a failure to build it as 'failed').
 */
export const getInterestPdf = scopedRecordPdf(
  (scope: CharterScope, id: string) => readInScope(scope, id, findInterest),
  {
    screen: INTEREST_EXPORT_SCREEN,
    entity: 'interest',
    fileName: interestPdfFileName,
    build: buildInterestPdf,
  },
);

registerHttp('enrollment-pdf-get', {
  route: 'enrollment/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getInterestPdf,
});
