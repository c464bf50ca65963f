/** English texts of "E-mails to the Family" (namespace `familyEmails`). */
export const enFamilyEmails = {
  title: 'E-mails to the Family',
  loading: 'Loading the e-mails to the family…',
  failed: 'The e-mails to the family could not be loaded.',
  none: 'No e-mail to the family is recorded yet.',
  listLabel: 'E-mails to the family',
  states: {
    sent: 'Sent',
    pending: 'Being sent',
    failed: 'Could not be sent ({{attempts}} tries)',
  },
  resend: 'Resend E-mail',
  resendLabel: 'Resend E-mail: {{mail}}',
  resent: 'The e-mail is queued to be sent to the family again.',
} as const;
