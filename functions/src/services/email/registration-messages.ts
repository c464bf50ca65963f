import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import {
  registrationEmailContext,
  registrationFamilyRecipients,
  uniqueAddresses,
} from './registration-email-context.ts';
import { renderRegistrationEmail, renderRegistrationNotification } from './render-registration-email.ts';

/**
 * The register e-mail to the family (the student's address and, for a minor or with permission,
 * the parent's) and the registration notification to each of the site's registrationEmail addresses.
 */
export async function registrationMessages(registrationId: string): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  // Staff open the record where they sign in; the family's links go to its brand's address.
  const notification = renderRegistrationNotification({ record, site, brand, appUrl: config.publicAppUrl });
  const appUrl = config.publicUrlOf(brand.key);
  const staffAddresses = uniqueAddresses(site?.enrollment_info?.registrationEmail ?? []);
  return [
    ...// One copy per address, each greeting its reader.
    registrationFamilyRecipients(record).map(({ to, name }) => ({
      to,
      ...renderRegistrationEmail({ record, site, brand, appUrl, recipientName: name }),
    })),
    ...staffAddresses.map((to) => ({ to, ...notification })),
  ];
}
