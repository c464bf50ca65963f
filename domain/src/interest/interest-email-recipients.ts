import type { SiteEnrollmentInfo } from '../location/site.ts';

/**
 * Who receives the interest e-mail: the family's address when primaryEmailstatus is Yes, and each
 * interestEmail address when addtionalEmailstatus is Yes; nobody when both are No. A site without
 * enrollment data, or no site at all, sends to the family by default.
 */
export function interestEmailRecipients(
  primaryEmail: string,
  info: SiteEnrollmentInfo | null | undefined,
): string[] {
  if (!info) return [primaryEmail];
  const recipients: string[] = [];
  if (info.primaryEmailstatus === 'Yes') recipients.push(primaryEmail);
  if (info.addtionalEmailstatus === 'Yes') {
    for (const address of info.interestEmail) {
      const trimmed = address.trim();
      if (trimmed) recipients.push(trimmed);
    }
  }
  return [...new Set(recipients.map((address) => address.toLowerCase()))];
}

/** The family's own address among an interest's recipients, or null when the center does not e-mail families. */
export function interestFamilyRecipient(
  primaryEmail: string,
  info: SiteEnrollmentInfo | null | undefined,
): string | null {
  const family = primaryEmail.trim().toLowerCase();
  return interestEmailRecipients(primaryEmail, info).includes(family) ? family : null;
}
