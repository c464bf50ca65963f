import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthDateYearsAgo } from '../test-utils/fixtures.ts';
import { banner, change, combobox, description, next, optionValues, textbox } from '../test-utils/queries.ts';
import { nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import ParentStep from './parent-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Please fill out all required fields';
const RELATIONSHIP = /^Relationship to Student/;

describe('Parent or Guardian Information (3/7)', () => {
  it("does not offer 'Self 18+' to a student under 18", () => {
    renderLeloStep(ParentStep, { step: 'parent', draft: { birthDate: birthDateYearsAgo(17) } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Parent or Guardian Information (3/7)' }),
    ).toBeTruthy();
    const options = optionValues(RELATIONSHIP);
    expect(options).not.toContain('Self 18+');
    expect(options).toContain('Mother');
  });

  it("offers 'Self 18+' at 18, which hides the parent fields and needs nothing else", async () => {
    const view = renderLeloStep(ParentStep, {
      step: 'parent',
      draft: { birthDate: birthDateYearsAgo(18), pgFirstName: 'Ana', pgPrimaryEmail: 'not-an-email' },
    });
    expect(optionValues(RELATIONSHIP)[0]).toBe('Self 18+');
    expect(textbox(/^Parent\/Guardian First Name/)).toBeTruthy();
    change(combobox(RELATIONSHIP), 'Self 18+');
    expect(screen.queryByRole('textbox', { name: /^Parent\/Guardian/ })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /^Phone Type/ })).toBeNull();
    await nextSaves(view, 3, {
      pgRelationshipToStudent: 'Self 18+',
      pgFirstName: '',
      pgPrimaryEmail: '',
    });
  });

  it('requires the relationship, then for a parent the names (kept as typed), e-mail, phone and phone type', async () => {
    const view = renderLeloStep(ParentStep, { step: 'parent', draft: { birthDate: birthDateYearsAgo(12) } });
    next();
    expect(await banner()).toBe(REQUIRED);
    expect(description(combobox(RELATIONSHIP))).toBe(REQUIRED);

    change(combobox(RELATIONSHIP), 'Mother');
    next();
    await waitFor(() => expect(description(textbox(/^Parent\/Guardian First Name/))).toBe(REQUIRED));
    for (const name of [/^Parent\/Guardian Last Name/, /^Parent\/Guardian Email/, /^Parent\/Guardian Phone/])
      expect(description(textbox(name))).toBe(REQUIRED);
    expect(description(screen.getByRole('radiogroup', { name: /^Phone Type/ }))).toBe(REQUIRED);
    expect(view.moves).toEqual([]);

    change(textbox(/^Parent\/Guardian First Name/), 'ana');
    change(textbox(/^Parent\/Guardian Last Name/), 'lopez');
    change(textbox(/^Parent\/Guardian Email/), 'ana@example.com');
    change(textbox(/^Parent\/Guardian Phone/), '661-555-0135');
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));
    await nextSaves(view, 3, {
      pgFirstName: 'ana',
      pgLastName: 'lopez',
      pgPrimaryPhoneType: 'Home',
    });
  });

  it("drops a 'Self 18+' answer once the birth date makes the student a minor", async () => {
    const view = renderLeloStep(ParentStep, {
      step: 'parent',
      draft: { birthDate: birthDateYearsAgo(16), pgRelationshipToStudent: 'Self 18+' },
    });
    await waitFor(() => expect(view.draft().pgRelationshipToStudent).toBe(''));
    expect(combobox(RELATIONSHIP).value).toBe('');
    expect(textbox(/^Parent\/Guardian First Name/)).toBeTruthy();
  });
});
