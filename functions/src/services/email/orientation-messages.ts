import type { OrientationEmailType } from '@enroll/domain';
import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';
import {
  registrationEmailContext,
  registrationFamilyAddresses,
  uniqueAddresses,
} from './registration-email-context.ts';
import { renderOrientationEmail } from './render-orientation-email.ts';

export interface OrientationEmailRequest {
  jobId: string;
  registrationId: string;
  emailType: OrientationEmailType;
  staffEmail: string;
}

/**
 * The orientation e-mail of a registration, built from the orientation it stores when the job runs:
 * to the family (the addresses the register e-mail goes to, within the per-address cap) and a copy to
 * the coordinator who scheduled it. Each scheduling is its own job, so the cap decides per job.
 * A registration without an orientation (cleared meanwhile) gets none.
 */
export async function orientationMessages({
  jobId,
  registrationId,
  emailType,
  staffEmail,
}: OrientationEmailRequest): Promise<EmailMessage[]> {
  const { record, site, brand } = await registrationEmailContext(registrationId);
  if (record.orientationType === '') return [];
  const email = renderOrientationEmail({
    record,
    site,
    brand,
    appUrl: config.publicAppUrl,
    emailType,
    staffEmail: staffEmail.trim().toLowerCase(),
  });
  const family = registrationFamilyAddresses(record);
  // The coordinator's copy is not capped: the address is the signed-in staff member's own.
  const staff = uniqueAddresses([staffEmail]).filter((address) => !family.includes(address));
  return [
    ...(await familyMessagesWithinCap(
      'orientation',
      jobId,
      family.map((to) => ({ to, ...email })),
    )),
    ...staff.map((to) => ({ to, ...email })),
  ];
}
