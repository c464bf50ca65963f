import { CALIFORNIA_COUNTIES } from '@enroll/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  banner,
  change,
  combobox,
  description,
  groupError,
  next,
  optionValues,
  textbox,
} from '../test-utils/queries.ts';
import { nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import PhysicalAddressStep from './physical-address-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Please fill out all required fields';

function fillValid() {
  answer(/^Does the student live with a parent or guardian\?/, 'Yes');
  change(combobox(/^Living Status/), 'Shelter');
  change(textbox(/^Street/), '123 main st');
  change(textbox(/^City/), 'lancaster');
  change(combobox(/^State/), 'CA');
  change(textbox(/^Zip/), '93534');
  change(combobox(/^County of Residence/), 'Los Angeles');
  change(textbox(/^School District/), 'antelope valley');
  answer(/^Is the mailing address the same\?/, 'Yes');
}

describe('Physical Address (4/7)', () => {
  it("requires every field: 'Please fill out all required fields'", async () => {
    const view = renderLeloStep(PhysicalAddressStep, { step: 'physicalAddress' });
    expect(screen.getByRole('heading', { level: 1, name: 'Physical Address (4/7)' })).toBeTruthy();
    next();
    expect(await banner()).toBe(REQUIRED);
    expect(groupError(/^Does the student live with a parent or guardian\?/)).toBe(REQUIRED);
    expect(groupError(/^Is the mailing address the same\?/)).toBe(REQUIRED);
    for (const name of [/^Living Status/, /^State/]) expect(description(combobox(name))).toBe(REQUIRED);
    for (const name of [/^Street/, /^City/, /^Zip/, /^County of Residence/, /^School District/])
      expect(description(textbox(name))).toBe(REQUIRED);
    expect(view.moves).toEqual([]);
  });

  it('keeps street and city as typed (100 characters) and moves on when all is valid', async () => {
    const view = renderLeloStep(PhysicalAddressStep, { step: 'physicalAddress' });
    fillValid();
    expect(textbox(/^Street/).value).toBe('123 main st');
    expect(textbox(/^City/).maxLength).toBe(100);
    await nextSaves(view, 4, {
      liveWithPg: 'Yes',
      livingStatus: 'Shelter',
      street: '123 main st',
      city: 'lancaster',
      state: 'CA',
      zip: '93534',
      country: 'Los Angeles',
      district: 'antelope valley',
      isMailingAddressTheSame: 'Yes',
    });
  });

  it("accepts only a 5-digit zip: 'Please provide a valid Zip/Postal Code'", async () => {
    renderLeloStep(PhysicalAddressStep, { step: 'physicalAddress' });
    fillValid();
    change(textbox(/^Zip/), '93a5');
    expect(textbox(/^Zip/).value).toBe('935');
    next();
    await waitFor(() => expect(description(textbox(/^Zip/))).toBe('Please provide a valid Zip/Postal Code'));
  });

  it('offers the California counties for CA and free text elsewhere, emptying the county on the switch', () => {
    const view = renderLeloStep(PhysicalAddressStep, { step: 'physicalAddress' });
    change(combobox(/^State/), 'CA');
    expect(optionValues(/^County of Residence/)).toEqual([...CALIFORNIA_COUNTIES]);
    change(combobox(/^County of Residence/), 'Kern');
    change(combobox(/^State/), 'NV');
    expect(textbox(/^County of Residence/).value).toBe('');
    change(textbox(/^County of Residence/), 'clark');
    expect(textbox(/^County of Residence/).value).toBe('clark');
    expect(view.getByRole('combobox', { name: /^Living Status/ })).toBeTruthy();
  });
});
