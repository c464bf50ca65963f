import type { RegistrationDraft } from '@enroll/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Parent2InformationStep from './parent2-information-step.tsx';
import {
  birthDateYearsAgo,
  change,
  nextIsRefused,
  nextMovesTo,
  optionsOf,
  renderPeopleStep,
  select,
} from './test-utils/render-people-step.tsx';

const RELATIONSHIP = /^Parent\/Guardian 2 Relationship to Student/;

/** The step in the short flow for a student of `age`, with `answers` in the draft too. */
function renderForAge(age: number, answers: Partial<RegistrationDraft> = {}) {
  return renderPeopleStep(Parent2InformationStep, 'parent2Information', {
    variant: 'short',
    draft: { birthDate: birthDateYearsAgo(age), ...answers },
  });
}

describe('Parent2 Information step', { timeout: 20_000 }, () => {
  it("offers 'Self 18+' only when the student is 18 or older", () => {
    const minor = renderForAge(17);
    expect(optionsOf(RELATIONSHIP)).not.toContain('Self 18+');
    expect(optionsOf(RELATIONSHIP)).toContain('Father');
    minor.unmount();

    renderForAge(18);
    expect(optionsOf(RELATIONSHIP)[0]).toBe('Self 18+');
  });

  it("asks nothing else for 'Self 18+' and moves on", async () => {
    const { moves } = renderForAge(19);
    expect(screen.getByRole('textbox', { name: /^Parent\/Guardian 2 First Name/ })).toBeTruthy();
    change(select(RELATIONSHIP), 'Self 18+');
    expect(screen.queryByRole('textbox', { name: /^Parent\/Guardian 2 First Name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Parent\/Guardian 2 Email/ })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /^Parent\/Guardian 2 Phone Type/ })).toBeNull();
    await nextMovesTo(moves, 4);
  });

  it("shows 'Please fill out all required fields' and requires the parent's details otherwise", async () => {
    const { moves } = renderForAge(15);
    await nextIsRefused(moves);
    expect(screen.getByTestId('wizard-invalid-message').textContent).toBe(
      'Please fill out all required fields',
    );
    // Relationship, first and last name, e-mail, phone and phone type; education and lives-with are optional.
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
    expect(select(/^Parent\/Guardian 2 Highest Level of Education/).required).toBe(false);
  });

  it("empties a 'Self 18+' kept from an earlier adult birth date", async () => {
    const { draft } = renderForAge(16, { pg2RelationshipToStudent: 'Self 18+' });
    expect(select(RELATIONSHIP).value).toBe('');
    await waitFor(() => expect(draft().pg2RelationshipToStudent).toBe(''));
  });

  it("takes 'No second parent or guardian' for a minor with nothing else and moves on", async () => {
    const { moves, draft } = renderForAge(15);
    const choice = screen.getByRole('checkbox', { name: 'No second parent or guardian' });
    expect((choice as HTMLInputElement).checked).toBe(false);
    await act(async () => {
      fireEvent.click(choice);
    });
    expect(screen.getByText('No Parent/Guardian 2 information is needed.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: RELATIONSHIP })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Parent\/Guardian 2 First Name/ })).toBeNull();
    await nextMovesTo(moves, 4);
    expect(draft().noSecondParent).toBe('yes');
  });

  it('asks for the second parent again when the choice is unticked', async () => {
    const { moves, draft } = renderForAge(15, { noSecondParent: 'yes' });
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'No second parent or guardian' }));
    });
    await waitFor(() => expect(draft().noSecondParent).toBe(''));
    await nextIsRefused(moves);
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
  });
});
