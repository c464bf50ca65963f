import { BRAND_SEED, brandForHost, interestEmailRecipients } from '@enroll/domain';
import { findBrandByName } from '../../data/brands-repository.ts';
import { findInterest } from '../../data/interests-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { config } from '../../platform/config.ts';
import type { EmailMessage } from './email-sender.ts';
import { renderInterestEmail } from './render-interest-email.ts';

/** The interest e-mail of one entry, to each recipient the site's settings name. */
export async function interestMessages(interestId: string): Promise<EmailMessage[]> {
  const entry = await findInterest(interestId);
  // Queued alongside the write: a retry finds the entry once the write has landed.
  if (!entry) throw new Error(`Interest ${interestId} is not stored (yet)`);
  const stored = entry.learningCenterId === '0' ? null : await findSite(entry.learningCenterId);
  const site = stored ? toSite(stored) : null;
  const brand =
    (site ? await findBrandByName(site.brandName) : null) ??
    BRAND_SEED.find((b) => b.brandName === entry.brandName) ??
    brandForHost('');
  const rendered = renderInterestEmail({ entry, site, brand, appUrl: config.publicAppUrl });
  const recipients = interestEmailRecipients(entry.primaryEmail, site ? site.enrollment_info : null);
  return recipients.map((to) => ({ to, ...rendered }));
}
