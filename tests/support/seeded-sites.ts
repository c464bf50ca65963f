import type { Site } from '@enroll/domain';
import { api, db } from './local-stack.ts';

/*
 * The seeded learning centers the tests name by id (the local seed writes them with these ids on every
 * run), one place for all suites; and the stored Learn4Life sites the e-mail tests choose by their
 * notification settings.
 */

/** Learn4Life - Lancaster: a Learn4Life site (the long, 15-step registration). */
export const LANCASTER_ID = 'b2ba96878bd049e721fc7c59';
/** Holston - Kingsport: a Holston site (the short, 11-step registration). */
export const KINGSPORT_ID = '95f2e2552c33bb943ca6a508';
/** Flex High - Palmdale. */
export const PALMDALE_ID = '9fcf89929e3f6288a5718ea8';

/** The stored Learn4Life sites in California (the public answer has no notification settings). */
export async function storedLearn4LifeSites(): Promise<Site[]> {
  const { body } = await api('/api/sites?brand=Learn4Life&state=CA');
  const ids = new Set((body as Site[]).map((site) => site.id));
  const { resources } = await db.container('sites').items.readAll<Site>().fetchAll();
  return resources.filter((site) => ids.has(site.id));
}

/** A site with its notification settings. */
export type SiteWithEnrollmentInfo = Site & { enrollment_info: NonNullable<Site['enrollment_info']> };

/**
 * A stored Learn4Life site that e-mails an interest request to the family and to its interest
 * addresses (both statuses Yes, at least one address).
 */
export async function learn4LifeSiteMailingFamilyAndStaff(): Promise<SiteWithEnrollmentInfo> {
  const site = (await storedLearn4LifeSites()).find(
    (candidate) =>
      candidate.enrollment_info?.primaryEmailstatus === 'Yes' &&
      candidate.enrollment_info.addtionalEmailstatus === 'Yes' &&
      candidate.enrollment_info.interestEmail.length > 0,
  );
  const info = site?.enrollment_info;
  if (!site || !info) throw new Error('no seeded Learn4Life site sends to the family and to staff');
  return { ...site, enrollment_info: info };
}
