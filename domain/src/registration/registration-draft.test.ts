import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { emptyRegistrationDraft, type RegistrationDraft, setAllToEnglish } from './registration-draft.ts';
import type { registrationDraftSchema } from './registration-draft-schema.ts';

describe('RegistrationDraft', () => {
  it('is exactly what the draft schema outputs', () => {
    expectTypeOf<z.output<typeof registrationDraftSchema>>().toEqualTypeOf<RegistrationDraft>();
  });
  it('starts empty with the United States of America as both countries', () => {
    const draft = emptyRegistrationDraft();
    expect(draft.country).toBe('United States of America');
    expect(draft.mailingCountry).toBe('United States of America');
    expect(draft.firstName).toBe('');
    expect(draft.custodyIssueExists).toBe('');
    expect(Object.values(draft).filter((value) => value !== '')).toHaveLength(2);
  });
  it('sets the four home-language answers to English', () => {
    const draft = setAllToEnglish({ ...emptyRegistrationDraft(), primaryLanguage: 'Spanish' });
    expect([
      draft.firstLanguage,
      draft.homeLanguage,
      draft.languageSpokenByParentsToStudent,
      draft.languageSpokenByAdultsAtHome,
      draft.primaryLanguage,
    ]).toEqual(['English', 'English', 'English', 'English', 'Spanish']);
  });
});
