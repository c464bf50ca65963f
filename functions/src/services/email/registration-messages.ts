import { BRAND_SEED, brandForHost } from '@enroll/domain';
import { findBrandByName } from '../../data/brands-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';
import { config } from '../../platform/config.ts';
import { familyMessagesWithinCap } from './email-cap.ts';
import type { EmailMessage } from './email-sender.ts';
import { renderRegistrationEmail, renderRegistrationNotification } from './render-registration-email.ts';

/**
 * The register e-mail to the family (the student's address and, for a minor or with permission,
 * the parent's) and the registration notification to each of the site's registrationEmail addresses.
 */
export async function registrationMessages(registrationId: string): Promise<EmailMessage[]> {
  const record = await findRegistration(registrationId);
  if (!record) throw new Error(`Registration ${registrationId} is not stored (yet)`);
  const stored = await findSite(record.learningCenterId);
  const site = stored ? toSite(stored) : null;
  const brand =
    (site ? await findBrandByName(site.brandName) : null) ??
    BRAND_SEED.find((candidate) => candidate.brandName === site?.brandName) ??
    brandForHost('');
  const family = renderRegistrationEmail({ record, site, brand, appUrl: config.publicAppUrl });
  const notification = renderRegistrationNotification({ record, site, brand, appUrl: config.publicAppUrl });
  const familyAddresses = [record.studentEmail, record.pgPrimaryEmail].filter(
    (address) => address.trim() !== '',
  );
  const staffAddresses =
    site?.enrollment_info?.registrationEmail.filter((address) => address.trim() !== '') ?? [];
  const unique = (addresses: string[]) => [
    ...new Set(addresses.map((address) => address.trim().toLowerCase())),
  ];
  return [
    ...(await familyMessagesWithinCap(
      'registration',
      registrationId,
      unique(familyAddresses).map((to) => ({ to, ...family })),
    )),
    ...unique(staffAddresses).map((to) => ({ to, ...notification })),
  ];
}
