import { fireEvent, screen } from '@testing-library/react';
import { description } from '../../../components/form-fields/test-utils/field-queries.ts';

export {
  answer,
  change,
  combobox,
  description,
  optionValues,
  textbox,
} from '../../../components/form-fields/test-utils/field-queries.ts';

export function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
}

/** The banner of the last failed forward attempt. */
export async function banner(): Promise<string> {
  return (await screen.findByTestId('wizard-invalid-message')).textContent ?? '';
}

/** The error under a radio group (its Field's validation message). */
export function groupError(question: RegExp): string {
  return description(screen.getByRole('radiogroup', { name: question }));
}
