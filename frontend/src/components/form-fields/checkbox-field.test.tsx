import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { FormHarness } from './test-utils/form-harness.tsx';

interface Values {
  understood1: boolean;
}

function renderBox(initial = false) {
  const onValues = vi.fn<(values: Values) => void>();
  renderWithProviders(
    <FormHarness<Values>
      defaultValues={{ understood1: initial }}
      requiredMessages={{ understood1: 'lelo.ncaa.required' }}
      onValues={onValues}
    >
      <CheckboxField name="understood1" label="I Understand" required />
    </FormHarness>,
  );
  return { onValues, box: screen.getByRole('checkbox', { name: /I Understand/ }) as HTMLInputElement };
}

describe('CheckboxField', () => {
  it('stores true and false', async () => {
    const { box, onValues } = renderBox();
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ understood1: true }));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ understood1: false }));
  });

  it('shows the catalog message, marks the input invalid and clears the error once ticked', async () => {
    const { box } = renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('You must understand the terms to proceed.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.required).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText('You must understand the terms to proceed.')).toBeNull());
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('starts ticked from a stored true', () => {
    expect(renderBox(true).box.checked).toBe(true);
  });
});
