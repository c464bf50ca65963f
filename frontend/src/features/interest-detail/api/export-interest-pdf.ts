import type { InterestEntry } from '@enroll/domain';
import type { ExportRequest } from '../../../components/export/download-file.ts';

/** GET /api/enrollment/{id}/pdf: the interest PDF of one entry (404 for another charter's entry). */
export function exportInterestPdfRequest(id: string): ExportRequest {
  return { path: `/api/enrollment/${encodeURIComponent(id)}/pdf`, method: 'GET' };
}

/** The name to save under if the server sends none: '{first} {last}_InterestForm.pdf'. */
export function interestPdfFallbackName(
  entry: Pick<InterestEntry, 'studentFirstName' | 'studentLastName'>,
): string {
  const name = `${entry.studentFirstName} ${entry.studentLastName}`.replace(/[\\/:*?"<>|]+/g, '').trim();
  return `${name || 'Interest'}_InterestForm.pdf`;
}
