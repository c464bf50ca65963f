import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';
import { registrationEmailContext, registrationFamilyRecipients } from './registration-email-context.ts';
import { renderFinalEnrollmentEmail } from './render-final-enrollment-email.ts';

/**
 * The final-enrollment e-mail once the orientation is completed: to the family (the addresses the
 * register e-mail goes to), within the per-address cap. Only for a registration still complete.
 */
export async function finalEnrollmentMessages(registrationId: string): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  if (record.status !== 'Enrollment Complete') return [];
  return familyMessagesWithinCap(
    'final-enrollment',
    registrationId,
    registrationFamilyRecipients(record).map(({ to, name }) => ({
      to,
      ...renderFinalEnrollmentEmail({
        record,
        site,
        brand,
        appUrl: config.publicAppUrl,
        recipientName: name,
      }),
    })),
  );
}
