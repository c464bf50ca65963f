import { registerHttp } from '../../app/registry.ts';
import { familyEmailResend } from '../../app/staff-record-handlers.ts';
import { registrationMails } from '../../services/email/record-family-emails.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/**
 * POST /api/registration/{id}/family-emails/resend (Contributor and up), body `{ mailId }`: queues a
 * mail that could not be sent to the family again (202 with it, 'pending'); 409
 * 'familyEmail.notResendable' when it was sent or is being sent, 404 for another record's mail or
 * another charter's registration.
 */
export const resendRegistrationFamilyEmail = familyEmailResend(readScopedRegistration, registrationMails, {
  event: 'registration.familyEmailResent',
  idField: 'registrationId',
});

registerHttp('registration-family-email-resend', {
  route: 'registration/{id}/family-emails/resend',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: resendRegistrationFamilyEmail,
});
