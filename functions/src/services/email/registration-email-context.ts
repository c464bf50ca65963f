import type { Brand, RegistrationRecord, Site } from '@enroll/domain';
import { brandOfName } from '../../data/brands-repository.ts';
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
 * job is retried (a job may run before a slow write is visible); a missing site is the default brand.
 */
export async function registrationEmailContext(registrationId: string): Promise<RegistrationEmailContext> {
  const record = await findRegistration(registrationId);
  if (!record) throw new Error(`Registration ${registrationId} is not stored (yet)`);
  const stored = await findSite(record.learningCenterId);
  const site = stored ? toSite(stored) : null;
  return { record, site, brand: await brandOfName(site?.brandName ?? '') };
}

/** Each address once, trimmed and lower case, empty ones left out. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))].filter(
    (address) => address !== '',
  );
}

/** The family's addresses of a registration: the student's and the parent's (for a minor or with permission). */
export function registrationFamilyAddresses(
  record: Pick<RegistrationRecord, 'studentEmail' | 'pgPrimaryEmail'>,
): string[] {
  return uniqueAddresses([record.studentEmail, record.pgPrimaryEmail]);
}

/** One family address and the person its copy greets. */
export interface FamilyRecipient {
  to: string;
  /** The first name the copy greets. */
  name: string;
}

/**
 * The family's addresses of a registration with whom each copy greets: the student's copy greets the
 * student, the parent's the parent. An address both share greets the parent (the parent signed up
 * with it); a parent without a first name leaves the student's name.
 */
export function registrationFamilyRecipients(
  record: Pick<RegistrationRecord, 'studentEmail' | 'pgPrimaryEmail' | 'firstName' | 'pgFirstName'>,
): FamilyRecipient[] {
  const parent = record.pgPrimaryEmail.trim().toLowerCase();
  return registrationFamilyAddresses(record).map((to) => ({
    to,
    name: to === parent && record.pgFirstName.trim() ? record.pgFirstName : record.firstName,
  }));
}
