import type { MadeUpSiteParts, Site } from '@enroll/domain';
import { testSite, WEEKDAY_HOURS } from '../../../../../domain/test-support/site.ts';

export const SITE_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';

/** A learning center of a brand ('Learn4Life' is long, 'Holston' short), open Monday to Friday. */
export function siteOf(brandName: string, overrides: MadeUpSiteParts = {}): Site {
  return testSite({
    id: SITE_ID,
    name: `${brandName} - Lancaster`,
    brandName,
    charter: { id: 'charter-1', brand: { brandName, domain: '' } },
    address: { ...WEEKDAY_HOURS, address_1: '123 Main St', zip: '93534' },
    ...overrides,
  });
}
