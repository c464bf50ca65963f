import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StudentPreferenceStep from './student-preference-step.tsx';
import { answer, change, input, nextMovesTo, renderPeopleStep } from './test-utils/render-people-step.tsx';

describe('Student Preference step', { timeout: 20_000 }, () => {
  it("offers the pronouns, asks which on 'Other', and moves on when complete", async () => {
    const { moves, draft } = renderPeopleStep(StudentPreferenceStep, 'studentPreference', {
      variant: 'short',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Student Preference (2/11)' })).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: /^Preferred Pronouns/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['He/Him/His', 'She/Her/Hers', 'They/Them/Theirs', 'Other']);
    expect(screen.queryByRole('textbox', { name: /^Other Preferred Pronouns/ })).toBeNull();
    answer(/^Preferred Pronouns/, 'Other');
    change(input(/^Other Preferred Pronouns/), 'Xe/Xem');
    change(input(/^Preferred Name/), 'dj');
    expect(input(/^Preferred Name/).maxLength).toBe(50);
    await nextMovesTo(moves, 2);
    expect(draft()).toMatchObject({
      studentName: 'dj',
      preferredpronouns: 'Other',
      otherpreferredpronouns: 'Xe/Xem',
    });

    answer(/^Preferred Pronouns/, 'They/Them/Theirs');
    expect(screen.queryByRole('textbox', { name: /^Other Preferred Pronouns/ })).toBeNull();
  });
});
