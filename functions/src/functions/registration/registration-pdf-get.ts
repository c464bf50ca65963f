import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { recordPdfExport } from '../../services/export/record-pdf-export.ts';
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
export async function getRegistrationPdf(request: HttpRequest, context: InvocationContext) {
  const scope = callerScopeOf(request);
  const record = registrationBody(await readScopedRegistration(scope, routeParam(request)));
  return fileResponse(
    await recordPdfExport({
      staff: staffIdentityOf(request),
      context,
      fileName: registrationPdfFileName(record),
      screen: REGISTRATION_EXPORT_SCREEN,
      entity: 'registration',
      record,
      build: () => buildRegistrationPdf(record, businessToday()),
    }),
  );
}

registerHttp('registration-pdf-get', {
  route: 'registration/{id}/pdf',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistrationPdf,
});
