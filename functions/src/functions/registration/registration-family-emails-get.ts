import { registerHttp } from '../../app/registry.ts';
import { familyEmailsGet } from '../../app/staff-record-handlers.ts';
import { registrationMails } from '../../services/email/record-family-emails.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}/family-emails (every staff level): the registration's mails to its
 * family (confirmation, orientation e-mails, final enrollment), newest first, each sent, pending or
 * failed. Another charter's registration is 404.
 */
export const getRegistrationFamilyEmails = familyEmailsGet(readScopedRegistration, registrationMails);

registerHttp('registration-family-emails-get', {
  route: 'registration/{id}/family-emails',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistrationFamilyEmails,
});
