import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';
import {
  registrationEmailContext,
  registrationFamilyAddresses,
  uniqueAddresses,
} from './registration-email-context.ts';
import { renderRegistrationEmail, renderRegistrationNotification } from './render-registration-email.ts';

/**
 * The register e-mail to the family (the student's address and, for a minor or with permission,
 * the parent's) and the registration notification to each of the site's registrationEmail addresses.
 */
export async function registrationMessages(registrationId: string): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  const family = renderRegistrationEmail({ record, site, brand, appUrl: config.publicAppUrl });
  const notification = renderRegistrationNotification({ record, site, brand, appUrl: config.publicAppUrl });
  const staffAddresses = uniqueAddresses(site?.enrollment_info?.registrationEmail ?? []);
  return [
    ...(await familyMessagesWithinCap(
      'registration',
      registrationId,
      registrationFamilyAddresses(record).map((to) => ({ to, ...family })),
    )),
    ...staffAddresses.map((to) => ({ to, ...notification })),
  ];
}
