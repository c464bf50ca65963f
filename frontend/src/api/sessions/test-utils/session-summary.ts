import type { SessionSummary } from '../get-sessions.ts';

/**
 * A listed session for tests: Active, of the 2027-2028 school year and open for enrollment from 2000
 * to 2999 (so open on any day a test runs) unless `overrides` say otherwise. Its permalink (and, by
 * default, its id) is its name in lower case with dashes.
 */
export function sessionSummary(name: string, overrides: Partial<SessionSummary> = {}): SessionSummary {
  const permalink = name.toLowerCase().replaceAll(' ', '-');
  return {
    _id: permalink,
    name,
    permalink,
    status: 'Active',
    schoolYear: '2027-2028',
    enrollmentStart: '2000-01-01',
    enrollmentEnd: '2999-12-31',
    ...overrides,
  };
}
