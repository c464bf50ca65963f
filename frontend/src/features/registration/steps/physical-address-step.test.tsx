import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MailingAddressStep from './mailing-address-step.tsx';
import PhysicalAddressStep from './physical-address-step.tsx';
import {
  answer,
  change,
  input,
  nextIsRefused,
  nextMovesTo,
  optionsOf,
  renderPeopleStep,
  select,
} from './test-utils/render-people-step.tsx';

/** Waits for the country → state lists (loaded lazily) to fill the state select. */
async function statesLoaded(state: string) {
  await waitFor(() => expect(optionsOf(/^State\/Province/)).toContain(state), { timeout: 10_000 });
}

describe('Physical Address step', { timeout: 30_000 }, () => {
  it('lists the United States first and the states of the chosen country', async () => {
    renderPeopleStep(PhysicalAddressStep, 'physicalAddress', { variant: 'long' });
    await statesLoaded('California');
    const countries = optionsOf(/^Country/);
    expect(countries[0]).toBe('United States of America');
    expect(countries).toContain('Canada');
    expect(countries).not.toContain('United States');
    expect(select(/^Country/).value).toBe('United States of America');
  });

  it('clears the ZIP and the state when the country changes, and reloads the state list', async () => {
    const { draft } = renderPeopleStep(PhysicalAddressStep, 'physicalAddress', {
      variant: 'long',
      draft: { state: 'California', zip: '93534', city: 'Lancaster', street: '123 Main St' },
    });
    await statesLoaded('California');
    expect(select(/^State\/Province/).value).toBe('California');
    expect(input(/^ZIP\/Postal Code/).value).toBe('93534');

    change(select(/^Country/), 'Canada');
    expect(input(/^ZIP\/Postal Code/).value).toBe('');
    expect(select(/^State\/Province/).value).toBe('');
    expect(optionsOf(/^State\/Province/)).toContain('Ontario');
    expect(optionsOf(/^State\/Province/)).not.toContain('California');
    expect(input(/^City/).value).toBe('Lancaster');
    await waitFor(() => expect(draft()).toMatchObject({ country: 'Canada', state: '', zip: '' }));
  });

  it('keeps only digits in the ZIP: 5 for the United States, up to 15 elsewhere', async () => {
    renderPeopleStep(PhysicalAddressStep, 'physicalAddress', { variant: 'long' });
    await statesLoaded('California');
    const zip = () => input(/^ZIP\/Postal Code/);
    expect(zip().maxLength).toBe(5);
    expect(zip().inputMode).toBe('numeric');
    change(zip(), '93a53-4999');
    expect(zip().value).toBe('93534');

    change(select(/^Country/), 'Mexico');
    expect(zip().maxLength).toBe(15);
    change(zip(), '12-345 678901234567');
    expect(zip().value).toBe('123456789012345');
  });

  it('asks lives-with, living situation and county in the short flow; a California county from the list', async () => {
    const { moves } = renderPeopleStep(PhysicalAddressStep, 'physicalAddress', { variant: 'short' });
    await statesLoaded('California');
    expect(
      screen.getByRole('radiogroup', { name: /^Does the student live with Parent\/Guardian 1/ }),
    ).toBeTruthy();
    expect(optionsOf(/^Living Situation/)).toHaveLength(12);
    expect(input(/^County/)).toBeTruthy();
    change(select(/^State\/Province/), 'California');
    expect(optionsOf(/^County/)).toHaveLength(58);
    change(select(/^County/), 'Los Angeles');
    change(select(/^State\/Province/), 'Nevada');
    expect(input(/^County/).value).toBe('');

    // The short flow takes exactly 5 digits whatever the country.
    change(select(/^Country/), 'Mexico');
    expect(input(/^ZIP\/Postal Code/).maxLength).toBe(5);
    change(select(/^Country/), 'United States of America');
    await statesLoaded('California');

    answer(/^Does the student live with Parent\/Guardian 1/, 'Yes');
    change(select(/^Living Situation/), 'Shelter');
    change(select(/^State\/Province/), 'California');
    change(input(/^Street Address/), '123 Main St');
    change(input(/^City/), 'Lancaster');
    change(input(/^ZIP\/Postal Code/), '9353');
    answer(/^Is the mailing address the same as the physical address\?/, 'Yes');
    await nextIsRefused(moves);
    expect(screen.getByText('Please provide a valid Zip/Postal Code')).toBeTruthy();
    change(input(/^ZIP\/Postal Code/), '93534');
    await nextMovesTo(moves, 5);
  });

  it('limits street and city to 50 characters', () => {
    renderPeopleStep(PhysicalAddressStep, 'physicalAddress', { variant: 'long' });
    expect(input(/^Street Address/).maxLength).toBe(50);
    expect(input(/^City/).maxLength).toBe(50);
    expect(screen.queryByRole('combobox', { name: /^Living Situation/ })).toBeNull();
  });
});

describe('Mailing Address step', { timeout: 30_000 }, () => {
  it('has the same country → state rules and requires every field', async () => {
    const { moves, draft } = renderPeopleStep(MailingAddressStep, 'mailingAddress', {
      variant: 'long',
      draft: { isMailingAddressTheSame: 'no', mailingZip: '12345', mailingState: 'Texas' },
    });
    await statesLoaded('Texas');
    change(select(/^Country/), 'Canada');
    expect(input(/^ZIP\/Postal Code/).value).toBe('');
    expect(input(/^ZIP\/Postal Code/).maxLength).toBe(15);
    await nextIsRefused(moves);
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);

    change(select(/^State\/Province/), 'Ontario');
    change(input(/^Street Address/), '1 King St');
    change(input(/^City/), 'Toronto');
    change(input(/^ZIP\/Postal Code/), 'M5H 2N2 123');
    expect(input(/^ZIP\/Postal Code/).value).toBe('522123');
    await nextMovesTo(moves, 4);
    expect(draft()).toMatchObject({
      mailingCountry: 'Canada',
      mailingState: 'Ontario',
      mailingZip: '522123',
    });
  });
});
