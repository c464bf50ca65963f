import type { OrientationEmailType } from '@enroll/domain';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import {
  registrationEmailContext,
  registrationFamilyRecipients,
  uniqueAddresses,
} from './registration-email-context.ts';
import { renderOrientationEmail, renderOrientationStaffCopy } from './render-orientation-email.ts';

export interface OrientationEmailRequest {
  registrationId: string;
  emailType: OrientationEmailType;
  staffEmail: string;
}

/**
 * The orientation e-mail of a registration, built from the orientation it stores when the job runs:
 * to the family in its language (the addresses the register e-mail goes to, each copy greeting its
 * reader) and the staff copy in English to the coordinator who scheduled it. Staff trigger it: never capped.
 * A registration without an orientation (cleared meanwhile) gets none.
 */
export async function orientationMessages({
  registrationId,
  emailType,
  staffEmail,
}: OrientationEmailRequest): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  if (record.orientationType === '') return [];
  const appUrl = config.publicUrlOf(brand.key);
  const coordinator = staffEmail.trim().toLowerCase();
  const family = registrationFamilyRecipients(record);
  const familyAddresses = family.map((recipient) => recipient.to);
  const staff = uniqueAddresses([staffEmail]).filter((address) => !familyAddresses.includes(address));
  // The coordinator opens the record where staff sign in.
  const staffCopy = renderOrientationStaffCopy({
    record,
    site,
    brand,
    appUrl: config.publicAppUrl,
    emailType,
  });
  return [
    ...family.map(({ to, name }) => ({
      to,
      ...renderOrientationEmail({
        record,
        site,
        brand,
        appUrl,
        emailType,
        staffEmail: coordinator,
        recipientName: name,
      }),
    })),
    ...staff.map((to) => ({ to, ...staffCopy })),
  ];
}
