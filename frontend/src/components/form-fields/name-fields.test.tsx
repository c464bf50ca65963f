import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameFields } from './name-fields.tsx';
import { FormHarness } from './test-utils/form-harness.tsx';

describe('NameFields', () => {
  it('draws the first, middle and last names with their limit and autofill hints', () => {
    render(
      <FormHarness defaultValues={{ pgFirstName: '', pgMiddleName: '', pgLastName: '' }}>
        <NameFields
          first={{ name: 'pgFirstName', label: 'First Name' }}
          middle={{ name: 'pgMiddleName', label: 'Middle Name' }}
          last={{ name: 'pgLastName', label: 'Last Name' }}
          autofill="section-parent1"
        />
      </FormHarness>,
    );
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first.getAttribute('autocomplete')).toBe('section-parent1 given-name');
    expect(first.getAttribute('maxlength')).toBe('50');
    expect((first as HTMLInputElement).required).toBe(true);
    expect((screen.getByRole('textbox', { name: /Middle Name/ }) as HTMLInputElement).required).toBe(false);
    expect(screen.getByRole('textbox', { name: /Last Name/ }).getAttribute('autocomplete')).toBe(
      'section-parent1 family-name',
    );
  });

  it('turns autofill off for a family typed in by staff, and leaves it unsaid without a hint', () => {
    render(
      <FormHarness defaultValues={{ a: '', b: '', c: '', d: '' }}>
        <NameFields
          first={{ name: 'a', label: 'A first' }}
          last={{ name: 'b', label: 'B last' }}
          autofill="off"
        />
        <NameFields first={{ name: 'c', label: 'C first' }} last={{ name: 'd', label: 'D last' }} />
      </FormHarness>,
    );
    expect(screen.getByRole('textbox', { name: /A first/ }).getAttribute('autocomplete')).toBe('off');
    expect(screen.getByRole('textbox', { name: /C first/ }).hasAttribute('autocomplete')).toBe(false);
  });
});
