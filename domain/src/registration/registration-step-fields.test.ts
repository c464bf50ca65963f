import { describe, expect, it } from 'vitest';
import { completeDraft } from '../../test-support/registration-drafts.ts';
import { emptyRegistrationDraft } from './registration-draft.ts';
import { registrationStepFields, withoutUnwalkedFields } from './registration-step-fields.ts';
import { REGISTRATION_STEPS } from './registration-steps.ts';

const UNWALKED_BY_LONG = {
  studentName: 'Smuggled',
  preferredpronouns: 'She/Her',
  otherpreferredpronouns: 'x'.repeat(500),
  pg2FirstName: '<script>',
  pg2PrimaryEmail: 'not-an-email',
  liveWithPg2: 'yes',
} as const;

describe('withoutUnwalkedFields', () => {
  it("empties the long flow's Student Preference and Parent 2 fields, which it never asks", () => {
    const cleaned = withoutUnwalkedFields('long', completeDraft(UNWALKED_BY_LONG));
    for (const field of Object.keys(UNWALKED_BY_LONG)) expect(cleaned).toHaveProperty(field, '');
    expect(cleaned.firstName).toBe(completeDraft().firstName);
    expect(cleaned.emergencyContact1FirstName).toBe(completeDraft().emergencyContact1FirstName);
  });

  it('keeps them in the short flow, which asks them', () => {
    const cleaned = withoutUnwalkedFields(
      'short',
      completeDraft({ studentName: 'Mia', pg2FirstName: 'Luis' }),
    );
    expect([cleaned.studentName, cleaned.pg2FirstName]).toEqual(['Mia', 'Luis']);
  });

  it("empties the short flow's fields of long-only steps, but keeps the home languages English fills", () => {
    const cleaned = withoutUnwalkedFields(
      'short',
      completeDraft({
        beenExpelled: 'yes',
        medications: 'x',
        releaseAudioAndVideo: 'yes',
        homeLanguage: 'English',
      }),
    );
    expect([cleaned.beenExpelled, cleaned.medications, cleaned.releaseAudioAndVideo]).toEqual(['', '', '']);
    expect(cleaned.emergencyContact1FirstName).toBe('');
    expect(cleaned.homeLanguage).toBe('English');
  });

  it('empties the mailing address when it is the same (the step is skipped)', () => {
    const cleaned = withoutUnwalkedFields(
      'long',
      completeDraft({ isMailingAddressTheSame: 'yes', mailingStreet: '1 Main St' }),
    );
    expect(cleaned.mailingStreet).toBe('');
  });

  it("keeps 'no second parent' only in the short flow, which has the Parent 2 step", () => {
    const draft = completeDraft({ noSecondParent: 'yes' });
    expect(withoutUnwalkedFields('short', draft).noSecondParent).toBe('yes');
    expect(withoutUnwalkedFields('long', draft).noSecondParent).toBe('');
  });

  it('names only draft fields, each on a step of some variant', () => {
    const known = new Set<string>(Object.keys(emptyRegistrationDraft()));
    for (const variant of ['short', 'long'] as const)
      for (const step of REGISTRATION_STEPS[variant])
        for (const field of registrationStepFields(step, variant)) expect(known.has(field)).toBe(true);
  });
});
