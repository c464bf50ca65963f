import { BRAND_SEED, type Brand, brandForHost, type RegistrationRecord, type Site } from '@enroll/domain';
import { findBrandByName } from '../../data/brands-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';
import { findSite, toSite } from '../../data/sites-repository.ts';

/** What every e-mail about one registration is built from: the record, its site and its brand. */
export interface RegistrationEmailContext {
  record: RegistrationRecord;
  site: Site | null;
  brand: Brand;
}

/**
 * The stored registration with its learning center and brand. A missing registration throws, so the
 * job is retried (a job may run before a slow write is visible); a missing site or brand falls back
 * to the seed's brand, then the default one.
 */
export async function registrationEmailContext(registrationId: string): Promise<RegistrationEmailContext> {
  const record = await findRegistration(registrationId);
  if (!record) throw new Error(`Registration ${registrationId} is not stored (yet)`);
  const stored = await findSite(record.learningCenterId);
  const site = stored ? toSite(stored) : null;
  const brand =
    (site ? await findBrandByName(site.brandName) : null) ??
    BRAND_SEED.find((candidate) => candidate.brandName === site?.brandName) ??
    brandForHost('');
  return { record, site, brand };
}

/** Each address once, trimmed and lower case, empty ones left out. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))].filter(
    (address) => address !== '',
  );
}

/** The family's addresses of a registration: the student's and the parent's (for a minor or with permission). */
export function registrationFamilyAddresses(record: RegistrationRecord): string[] {
  return uniqueAddresses([record.studentEmail, record.pgPrimaryEmail]);
}
