import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { type Resolver, useForm, useFormContext, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { useFormField } from '../form-fields/form-field.tsx';
import { useWizardForm } from './use-wizard-form.ts';
import { WizardProvider } from './wizard-context.tsx';
import { WizardForm } from './wizard-form.tsx';
import { WizardStepFrame } from './wizard-step-frame.tsx';

interface Values {
  name: string;
  city: string;
}

const requireName: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** How often each field rendered, by name. */
const renders = new Map<string, number>();

/** A field on the wizards' own path (`useFormField`: `useController` with the form's context). */
function CountedField({ name, label = name }: { name: keyof Values; label?: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const { field, message } = useFormField(name);
  return (
    <div>
      <label>
        {label}
        <input
          name={field.name}
          value={String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={message ? true : undefined}
        />
      </label>
      {message && <span>{message}</span>}
    </div>
  );
}

/** Reads the form's state as a handler does: at the moment it runs. */
function SubmittedProbe({ onRead }: { onRead: (submitted: boolean) => void }) {
  const { formState } = useFormContext<Values>();
  return (
    <button type="button" onClick={() => onRead(formState.isSubmitted)}>
      Read state
    </button>
  );
}

/** The city field's label follows the name typed: a child whose props change must render again. */
function Step({ onRead }: { onRead: (submitted: boolean) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', city: '' }, resolver: requireName });
  useWizardForm(form, { save: () => undefined });
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <WizardForm form={form}>
      <CountedField name="name" />
      <CountedField name="city" label={name ? `City of ${name}` : 'city'} />
      <SubmittedProbe onRead={onRead} />
    </WizardForm>
  );
}

function Harness({ onRead }: { onRead: (submitted: boolean) => void }) {
  const [level, setLevel] = useState(0);
  return (
    <WizardProvider level={level} stepCount={2} onLevelChange={setLevel}>
      <WizardStepFrame title={`Step ${level}`}>{level === 0 && <Step onRead={onRead} />}</WizardStepFrame>
    </WizardProvider>
  );
}

describe('a step form: what a change of the form state renders again', () => {
  it('draws each field once when the step appears, though react-hook-form sets its state right after', async () => {
    renders.clear();
    const onRead = vi.fn();
    renderWithProviders(<Harness onRead={onRead} />);
    await screen.findByLabelText('name');
    // The form's ready state is set in a layout effect of the first commit: the step renders again.
    await waitFor(() => expect(renders.get('name')).toBeGreaterThan(0));
    expect(renders.get('name')).toBe(1);
    expect(renders.get('city')).toBe(1);
  });

  it('still shows a field its error, renders a child whose props changed, and reads the current state', async () => {
    renders.clear();
    const onRead = vi.fn();
    renderWithProviders(<Harness onRead={onRead} />);
    fireEvent.click(screen.getByRole('button', { name: 'Read state' }));
    expect(onRead).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText('name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Read state' }));
    expect(onRead).toHaveBeenLastCalledWith(true);

    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
    expect(await screen.findByLabelText('City of Maria')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('heading', { name: 'Step 1' });
  });
});
