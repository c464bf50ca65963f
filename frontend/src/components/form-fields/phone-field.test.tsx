import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PhoneField } from './phone-field.tsx';
import { FormHarness } from './test-utils/form-harness.tsx';

interface Values {
  phone: string;
}

function renderPhone() {
  const onValues = vi.fn<(values: Values) => void>();
  renderWithProviders(
    <FormHarness<Values> defaultValues={{ phone: '' }} onValues={onValues}>
      <PhoneField name="phone" label="Phone" />
    </FormHarness>,
  );
  return { onValues, input: screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement };
}

describe('PhoneField', () => {
  it('has no length limit, so that a longer text is formatted whole instead of being cut first', () => {
    const { input } = renderPhone();
    expect(input.type).toBe('tel');
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('formats a pasted phone as a whole: XXX-XXX-XXXX', async () => {
    const { input, onValues } = renderPhone();
    for (const pasted of ['(661) 555-0134', '+1 661 555 0134', '1-661-555-0134', '661.555.0134']) {
      fireEvent.change(input, { target: { value: '' } });
      fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
      expect({ pasted, value: input.value }).toEqual({ pasted, value: '661-555-0134' });
    }
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ phone: '661-555-0134' }));
  });

  it('formats the whole text of a change (typed or filled in by the browser) the same way', () => {
    const { input } = renderPhone();
    fireEvent.change(input, { target: { value: '+1 (661) 555-0134' } });
    expect(input.value).toBe('661-555-0134');
    fireEvent.change(input, { target: { value: '6615' } });
    expect(input.value).toBe('661-5');
  });
});
