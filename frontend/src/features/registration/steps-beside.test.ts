import { describe, expect, it } from 'vitest';
import { stepsBeside } from './steps-beside.ts';

const SAME = { isMailingAddressTheSame: 'yes' } as const;
const DIFFERENT = { isMailingAddressTheSame: 'no' } as const;

describe('stepsBeside: the steps a move can show (what the wizard preloads)', () => {
  it('is only the next step on the first step (Back leads nowhere)', () => {
    expect(stepsBeside('short', SAME, 0)).toEqual(['studentPreference']);
    expect(stepsBeside('long', SAME, 0)).toEqual(['parentInformation']);
  });

  it('includes the mailing address after the physical address even while the answers skip it', () => {
    // Short level 4 is Physical Address: Next leads to Ethnicity, or to Mailing Address after a 'No'.
    expect(stepsBeside('short', SAME, 4)).toEqual(['ethnicity', 'mailingAddress', 'parent2Information']);
    expect(stepsBeside('short', DIFFERENT, 4)).toEqual(['mailingAddress', 'parent2Information']);
  });

  it('goes back past a skipped mailing address the way Back does', () => {
    expect(stepsBeside('short', SAME, 6)).toEqual(['previousSchool', 'physicalAddress']);
    expect(stepsBeside('short', DIFFERENT, 6)).toEqual(['previousSchool', 'mailingAddress']);
  });

  it('has no step after the submit step (the thank-you is part of the page)', () => {
    expect(stepsBeside('short', SAME, 10)).toEqual(['releaseRequests']);
    expect(stepsBeside('long', SAME, 14)).toEqual(['parentCustody']);
  });
});
