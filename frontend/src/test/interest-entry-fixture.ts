import type { InterestEntry } from '@enroll/domain';

/** The staff screens' tests take the stored interest entry the domain and server tests build. */
export { testInterestEntry as interestEntryFixture } from '../../../domain/test-support/interest-entry.ts';

/** An entry sent from Flex High's Oakland learning center, by a family at 12 Elm St in Oakland. */
export const AT_FLEX_HIGH_OAKLAND = {
  charter: 'Flex High',
  charter_id: 'charter-flex-high',
  learningCenterId: 'site-1',
  learningCenterName: 'Flex High Oakland',
  learningCenterCharter: 'Flex High',
  learningCenterAddress: '1 Main St, Oakland, CA 94607',
  street1: '12 Elm St',
  city: 'Oakland',
  state: 'CA',
  country: 'United States',
  zipCode: '94607',
} as const satisfies Partial<InterestEntry>;
