import type { InterestEntry } from '@enroll/domain';
import { recordPdfFallbackName, recordPdfRequest } from '../../../api/record-pdf.ts';
import type { ExportRequest } from '../../../components/export/download-file.ts';

/** GET /api/enrollment/{id}/pdf: the interest PDF of one entry (404 for another charter's entry). */
export function exportInterestPdfRequest(id: string): ExportRequest {
  return recordPdfRequest(`/api/enrollment/${encodeURIComponent(id)}`);
}

/** The name to save under if the server sends none: '{first} {last}_InterestForm.pdf'. */
export function interestPdfFallbackName(
  entry: Pick<InterestEntry, 'studentFirstName' | 'studentLastName'>,
): string {
  return recordPdfFallbackName(
    `${entry.studentFirstName} ${entry.studentLastName}`,
    'Interest',
    'InterestForm',
  );
}
