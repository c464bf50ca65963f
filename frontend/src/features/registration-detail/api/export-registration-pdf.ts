import type { RegistrationRecord } from '@enroll/domain';
import type { ExportRequest } from '../../../components/export/download-file.ts';

/** GET /api/registration/{id}/pdf: the registration PDF of one record (404 for another charter's). */
export function exportRegistrationPdfRequest(id: string): ExportRequest {
  return { path: `/api/registration/${encodeURIComponent(id)}/pdf`, method: 'GET' };
}

/** The name to save under if the server sends none: '{first} {last}_RegistrationForm.pdf'. */
export function registrationPdfFallbackName(
  record: Pick<RegistrationRecord, 'firstName' | 'lastName'>,
): string {
  const name = `${record.firstName} ${record.lastName}`.replace(/[\\/:*?"<>|]+/g, '').trim();
  return `${name || 'Registration'}_RegistrationForm.pdf`;
}
