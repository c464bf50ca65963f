import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FormHarness } from './test-utils/form-harness.tsx';
import { TextAreaField } from './text-area-field.tsx';

interface Values {
  notes: string;
}

function renderNotes() {
  const onValues = vi.fn<(values: Values) => void>();
  renderWithProviders(
    <FormHarness<Values>
      defaultValues={{ notes: '' }}
      requiredMessages={{ notes: 'registration.step.required' }}
      onValues={onValues}
    >
      <TextAreaField name="notes" label="Custody Notes" required rows={4} maxLength={20} />
    </FormHarness>,
  );
  return { onValues, area: screen.getByRole('textbox', { name: /Custody Notes/ }) as HTMLTextAreaElement };
}

describe('TextAreaField', () => {
  it('is a multi-line text area of the rows and limit given, bound to the form by name', async () => {
    const { area, onValues } = renderNotes();
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(4);
    expect(area.maxLength).toBe(20);
    fireEvent.change(area, { target: { value: 'lives with mother' } });
    // Kept as typed: nothing re-cases what a family writes.
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ notes: 'lives with mother' }));
    expect(area.value).toBe('lives with mother');
  });

  it('shows the catalog message under it and marks it invalid when left empty', async () => {
    const { area } = renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});
