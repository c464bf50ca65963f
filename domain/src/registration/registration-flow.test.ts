import { describe, expect, it } from 'vitest';
import type { RegistrationVariant } from '../brand/brands.ts';
import { nextLevel, previousLevel, stepAtLevel, visibleSteps } from './registration-flow.ts';
import {
  REGISTRATION_STEP_TITLES,
  REGISTRATION_STEPS,
  submitLevel,
  thankYouLevel,
} from './registration-steps.ts';
import type { YesNoAnswer } from './yes-no.ts';

type Row = [RegistrationVariant, YesNoAnswer, number, number];

describe('the step tables', () => {
  it('have 11 and 15 steps, submit at 10 and 14, thank-you at 11 and 15', () => {
    expect(REGISTRATION_STEPS.short).toHaveLength(11);
    expect(REGISTRATION_STEPS.long).toHaveLength(15);
    expect([
      submitLevel('short'),
      thankYouLevel('short'),
      submitLevel('long'),
      thankYouLevel('long'),
    ]).toEqual([10, 11, 14, 15]);
    expect(REGISTRATION_STEP_TITLES.short[1]).toBe('Student Preference (2/11)');
    expect(REGISTRATION_STEP_TITLES.short[3]).toBe('Parent2 Information (4/11)');
    expect(REGISTRATION_STEP_TITLES.long[14]).toBe('Emergency Contacts');
    expect(stepAtLevel('short', 5)).toBe('mailingAddress');
    expect(stepAtLevel('long', 3)).toBe('mailingAddress');
    expect(stepAtLevel('long', 15)).toBeNull();
  });
});

describe('visibleSteps', () => {
  it.each([
    ['short', 'no', 11],
    ['short', 'yes', 10],
    ['short', '', 10],
    ['long', 'no', 15],
    ['long', 'yes', 14],
  ] as const)('%s flow, mailing the same %j: %i steps', (variant, same, count) => {
    const steps = visibleSteps(variant, { isMailingAddressTheSame: same });
    expect(steps).toHaveLength(count);
    expect(steps.includes('mailingAddress')).toBe(same === 'no');
  });
});

describe('nextLevel / previousLevel', () => {
  // [variant, isMailingAddressTheSame, from, to]
  const forward: Row[] = [
    ['short', 'yes', 0, 1],
    ['short', 'yes', 4, 6],
    ['short', '', 4, 6],
    ['short', 'no', 4, 5],
    ['short', 'no', 5, 6],
    ['short', 'yes', 9, 10],
    ['short', 'yes', 10, 11],
    ['short', 'yes', 11, 11],
    ['long', 'yes', 0, 1],
    ['long', 'yes', 2, 4],
    ['long', 'no', 2, 3],
    ['long', 'no', 3, 4],
    ['long', 'no', 13, 14],
    ['long', 'no', 14, 15],
    ['long', 'no', 15, 15],
  ];
  it.each(forward)('%s, same %j: next of %i is %i', (variant, same, from, to) => {
    expect(nextLevel(variant, { isMailingAddressTheSame: same }, from)).toBe(to);
  });

  const back: Row[] = [
    ['short', 'yes', 0, 0],
    ['short', 'yes', 1, 0],
    ['short', 'yes', 6, 4],
    ['short', 'no', 6, 5],
    ['short', 'no', 5, 4],
    ['short', 'yes', 11, 10],
    ['long', 'yes', 4, 2],
    ['long', '', 4, 2],
    ['long', 'no', 4, 3],
    ['long', 'no', 3, 2],
    ['long', 'yes', 14, 13],
    ['long', 'yes', 15, 14],
  ];
  it.each(back)('%s, same %j: previous of %i is %i', (variant, same, from, to) => {
    expect(previousLevel(variant, { isMailingAddressTheSame: same }, from)).toBe(to);
  });

  it('walks exactly the visible steps forward and back', () => {
    for (const variant of ['short', 'long'] as const) {
      for (const same of ['yes', 'no'] as const) {
        const draft = { isMailingAddressTheSame: same };
        const walked: number[] = [];
        for (let level = 0; level < thankYouLevel(variant); level = nextLevel(variant, draft, level))
          walked.push(level);
        expect(walked.map((level) => stepAtLevel(variant, level))).toEqual(visibleSteps(variant, draft));
        const back: number[] = [];
        for (let level = submitLevel(variant); level > 0; level = previousLevel(variant, draft, level))
          back.push(level);
        expect([...back, 0].reverse()).toEqual(walked);
      }
    }
  });
});
