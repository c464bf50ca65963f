import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import { registrationEmailContext, registrationFamilyRecipients } from './registration-email-context.ts';
import { renderFinalEnrollmentEmail } from './render-final-enrollment-email.ts';

/**
 * The final-enrollment e-mail once the orientation is completed: to the family (the addresses the
 * register e-mail goes to). Only for a registration still complete. Staff trigger it: never capped.
 */
export async function finalEnrollmentMessages(registrationId: string): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  if (record.status !== 'Enrollment Complete') return [];
  return registrationFamilyRecipients(record).map(({ to, name }) => ({
    to,
    ...renderFinalEnrollmentEmail({
      record,
      site,
      brand,
      appUrl: config.publicUrlOf(brand.key),
      recipientName: name,
    }),
  }));
}
