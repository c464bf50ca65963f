import type { RegistrationVariant } from '@enroll/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ParentInformationStep from './parent-information-step.tsx';
import {
  answer,
  birthDateYearsAgo,
  change,
  input,
  nextIsRefused,
  nextMovesTo,
  optionsOf,
  renderPeopleStep,
  select,
} from './test-utils/render-people-step.tsx';

const PERMISSION = /^Do you give permission to contact your parent or guardian\?/;

/** The step in `variant`'s flow for a student of `age`. */
function renderForAge(age: number, variant: RegistrationVariant) {
  return renderPeopleStep(ParentInformationStep, 'parentInformation', {
    variant,
    draft: { birthDate: birthDateYearsAgo(age) },
  });
}

function parentFieldsShown(): boolean {
  return screen.queryByRole('textbox', { name: /^Parent\/Guardian First Name/ }) !== null;
}

describe('Parent Information step', { timeout: 20_000 }, () => {
  it('asks no permission under 18 and shows the parent fields (long flow: education required)', () => {
    renderForAge(16, 'long');
    expect(screen.queryByRole('radiogroup', { name: PERMISSION })).toBeNull();
    expect(parentFieldsShown()).toBe(true);
    expect(select(/^Relationship to Student/).required).toBe(true);
    expect(optionsOf(/^Relationship to Student/)).not.toContain('Self 18+');
    expect(optionsOf(/^Relationship to Student/)).toContain('Mother');
    expect(select(/^Parent\/Guardian Highest Level of Education/).required).toBe(true);
    expect(
      screen.queryByRole('radiogroup', { name: /^Does the student live with Parent\/Guardian 1/ }),
    ).toBeNull();
  });

  it('asks an adult for permission first, and shows the parent fields only on yes', async () => {
    const { moves } = renderForAge(18, 'short');
    expect(screen.getByRole('radiogroup', { name: PERMISSION })).toBeTruthy();
    expect(parentFieldsShown()).toBe(false);
    answer(PERMISSION, 'Yes');
    expect(parentFieldsShown()).toBe(true);
    expect(select(/^Parent\/Guardian Highest Level of Education/).required).toBe(false);
    expect(
      screen.getByRole('radiogroup', { name: /^Does the student live with Parent\/Guardian 1/ }),
    ).toBeTruthy();
    answer(PERMISSION, 'No');
    expect(parentFieldsShown()).toBe(false);
    expect(screen.queryByRole('combobox', { name: /^Relationship to Student/ })).toBeNull();

    // An adult who says no needs nothing else on this step.
    await nextMovesTo(moves, 3);
  });

  it('requires the parent fields of a minor and keeps the names as typed', async () => {
    const { moves } = renderForAge(12, 'short');
    await nextIsRefused(moves);
    expect(screen.getByText('Please fill out the required fields')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(6);

    change(select(/^Relationship to Student/), 'Mother');
    change(input(/^Parent\/Guardian First Name/), 'mARIA');
    change(input(/^Parent\/Guardian Last Name/), 'lopez');
    expect(input(/^Parent\/Guardian First Name/).value).toBe('mARIA');
    expect(input(/^Parent\/Guardian Last Name/).value).toBe('lopez');
    change(input(/^Parent\/Guardian Email/), 'maria@example.com');
    change(input(/^Parent\/Guardian Phone/), '6615550135');
    answer(/^Parent\/Guardian Phone Type/, 'Home');
    answer(/^Does the student live with Parent\/Guardian 1/, 'Yes');
    await nextMovesTo(moves, 3);
  });
});
