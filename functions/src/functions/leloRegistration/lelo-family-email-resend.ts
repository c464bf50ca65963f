import { registerHttp } from '../../app/registry.ts';
import { familyEmailResend } from '../../app/staff-record-handlers.ts';
import { leloMails } from '../../services/email/record-family-emails.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * POST /api/leloRegistration/staff/{id}/family-emails/resend (Contributor and up), body `{ mailId }`: queues a
 * mail that could not be sent to the family again (202 with it, 'pending'); 409
 * 'familyEmail.notResendable' when it was sent or is being sent, 404 for another record's mail or
 * another charter's entry.
 */
export const resendLeloFamilyEmail = familyEmailResend(readScopedLeloEntry, leloMails, {
  event: 'lelo.familyEmailResent',
  idField: 'leloRegistrationId',
});

registerHttp('lelo-family-email-resend', {
  route: 'leloRegistration/staff/{id}/family-emails/resend',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: resendLeloFamilyEmail,
});
