import type { RegistrationRecord } from '@enroll/domain';
import { recordPdfFallbackName, recordPdfRequest } from '../../../api/record-pdf.ts';
import type { ExportRequest } from '../../../components/export/download-file.ts';

/** GET /api/registration/{id}/pdf: the registration PDF of one record (404 for another charter's). */
export function exportRegistrationPdfRequest(id: string): ExportRequest {
  return recordPdfRequest(`/api/registration/${encodeURIComponent(id)}`);
}

/** The name to save under if the server sends none: '{first} {last}_RegistrationForm.pdf'. */
export function registrationPdfFallbackName(
  record: Pick<RegistrationRecord, 'firstName' | 'lastName'>,
): string {
  return recordPdfFallbackName(`${record.firstName} ${record.lastName}`, 'Registration', 'RegistrationForm');
}
