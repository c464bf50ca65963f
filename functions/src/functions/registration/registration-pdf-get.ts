import type { CharterScope, RegistrationRecord } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { scopedRecordPdf } from '../../app/staff-record-handlers.ts';
import { buildRegistrationPdf, registrationPdfFileName } from '../../services/export/registration-pdf.ts';
import { REGISTRATION_EXPORT_SCREEN } from '../../services/export/registration-screen.ts';
import {
  readScopedRegistration,
  registrationBody,
} from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}/pdf: the registration PDF of one registration
 * ('{first} {last}_RegistrationForm.pdf', titled 'Enrollment Registration Form of {first} {last}'),
 * for every staff level. An unknown id and a registration of another charter are the same 404.
 * Recorded in exportLog as a 'pdf' export of one record (a failure to build it as 'failed').
 */
export const getRegistrationPdf = scopedRecordPdf(
  async (scope: CharterScope, id: string): Promise<RegistrationRecord> =>
    registrationBody(await readScopedRegistration(scope, id)),
  {
    screen: REGISTRATION_EXPORT_SCREEN,
    entity: 'registration',
    fileName: registrationPdfFileName,
    build: buildRegistrationPdf,
  },
);

registerHttp('registration-pdf-get', {
  route: 'registration/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistrationPdf,
});
