import { registerHttp } from '../../app/registry.ts';
import { familyEmailsGet } from '../../app/staff-record-handlers.ts';
import { leloMails } from '../../services/email/record-family-emails.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}/family-emails (every staff level): the registration's mails to its
 * family (confirmation, orientation e-mails, final enrollment), newest first, each sent, pending or
 * failed. Another charter's registration is 404.
 */
export const getLeloFamilyEmails = familyEmailsGet(readScopedLeloEntry, leloMails);

registerHttp('lelo-family-emails-get', {
  route: 'leloRegistration/staff/{id}/family-emails',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloFamilyEmails,
});
