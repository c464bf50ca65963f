/** The staff screens' tests take the stored interest entry the domain and server tests build. */
export { testInterestEntry as interestEntryFixture } from '../../../domain/test-support/interest-entry.ts';
