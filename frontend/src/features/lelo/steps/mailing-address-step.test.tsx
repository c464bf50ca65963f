import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner, change, combobox, description, next, textbox } from '../test-utils/queries.ts';
import { nextSaves, renderLeloStep } from '../test-utils/render-lelo-step.tsx';
import MailingAddressStep from './mailing-address-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = 'Please fill out all required fields';

describe('Mailing Address (5/7)', () => {
  it('requires street, city, state and zip', async () => {
    const view = renderLeloStep(MailingAddressStep, {
      step: 'mailingAddress',
      draft: { isMailingAddressTheSame: 'No' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mailing Address (5/7)' })).toBeTruthy();
    next();
    expect(await banner()).toBe(REQUIRED);
    for (const name of [/^Mailing Street/, /^Mailing City/, /^Mailing Zip/])
      expect(description(textbox(name))).toBe(REQUIRED);
    expect(description(combobox(/^Mailing State/))).toBe(REQUIRED);
    expect(view.moves).toEqual([]);
  });

  it('limits street and city to 50, keeps them as typed, checks the zip, and moves on to the classes', async () => {
    const view = renderLeloStep(MailingAddressStep, {
      step: 'mailingAddress',
      draft: { isMailingAddressTheSame: 'No' },
    });
    expect(textbox(/^Mailing Street/).maxLength).toBe(50);
    expect(textbox(/^Mailing City/).maxLength).toBe(50);
    change(textbox(/^Mailing Street/), 'po box 12');
    change(textbox(/^Mailing City/), 'palmdale');
    change(combobox(/^Mailing State/), 'CA');
    change(textbox(/^Mailing Zip/), '9355');
    next();
    await waitFor(() =>
      expect(description(textbox(/^Mailing Zip/))).toBe('Please provide a valid Zip/Postal Code'),
    );
    change(textbox(/^Mailing Zip/), '93550');
    await nextSaves(view, 5, {
      mailingStreet: 'po box 12',
      mailingCity: 'palmdale',
      mailingState: 'CA',
      mailingZip: '93550',
    });
  });
});
