import { interestEmailRecipients, interestFamilyRecipient, languageOf } from '@enroll/domain';
import { brandOfName } from '../../data/brands-repository.ts';
import { findInterest } from '../../data/interests-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';
import { renderInterestEmail } from './render-interest-email.ts';
import { renderInterestStaffCopy } from './staff-copies.ts';

/**
 * The interest e-mail of one entry, to each recipient the site's settings name: the family's address
 * gets the family's letter in its language; each staff address (interestEmail) gets the staff copy in
 * English with the family's contact details and language. `resend`: the family's letter alone.
 */
export async function interestMessages(
  interestId: string,
  options: { resend?: boolean } = {},
): Promise<EmailMessage[]> {
  const entry = await findInterest(interestId);
  // Queued alongside the write: a retry finds the entry once the write has landed.
  if (!entry) throw new Error(`Interest ${interestId} is not stored (yet)`);
  const stored = entry.learningCenterId === '0' ? null : await findSite(entry.learningCenterId);
  const site = stored ? toSite(stored) : null;
  const brand = await brandOfName(site?.brandName ?? entry.brandName);
  const appUrl = config.publicUrlOf(brand.key);
  const info = site ? site.enrollment_info : null;
  const recipients = interestEmailRecipients(entry.primaryEmail, info);
  // The family's own address is the one a caller of the form chooses: it carries the hourly cap.
  const familyAddress = interestFamilyRecipient(entry.primaryEmail, info);
  const family = recipients
    .filter((to) => to === familyAddress)
    .map((to) => ({ to, ...renderInterestEmail({ entry, site, brand, appUrl }) }));
  // Staff open the entry where they sign in.
  const staffCopy = renderInterestStaffCopy({
    entry,
    site,
    brand,
    appUrl: config.publicAppUrl,
    language: languageOf(entry),
  });
  const staff = recipients.filter((to) => to !== familyAddress).map((to) => ({ to, ...staffCopy }));
  // Sent again at a coordinator's request: the family's letter only, and staff are never capped.
  if (options.resend) return family;
  return [...(await familyMessagesWithinCap('interest', interestId, family)), ...staff];
}
