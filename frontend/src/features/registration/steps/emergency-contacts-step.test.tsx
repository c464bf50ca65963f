import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forwardButton, messageOf, openStep } from './background-step-harness.tsx';
import EmergencyContactsStep from './emergency-contacts-step.tsx';

beforeEach(() => window.sessionStorage.clear());

describe('Emergency Contacts step', () => {
  it('asks two contacts, each with every field required, and a Submit button', async () => {
    await openStep('emergencyContacts', EmergencyContactsStep, 'Emergency Contacts');
    for (const n of [1, 2]) {
      const group = within(screen.getByRole('group', { name: `Emergency Contact ${n}` }));
      expect(group.getByLabelText(/^First Name/)).toBeTruthy();
      expect(group.getByLabelText(/^Last Name/)).toBeTruthy();
      expect(group.getByLabelText(/^Phone/)).toBeTruthy();
      expect(group.getByLabelText(/^Relationship to Student/)).toBeTruthy();
      expect(
        group.getByRole('radiogroup', { name: /^Is this contact authorized to pick up the student\?/ }),
      ).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Update previous information' })).toBeTruthy();
    fireEvent.click(forwardButton());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(10);
  });

  it('keeps names as typed, formats phones and rejects an incomplete phone', async () => {
    await openStep('emergencyContacts', EmergencyContactsStep, 'Emergency Contacts');
    const first = within(screen.getByRole('group', { name: 'Emergency Contact 1' }));
    const name = first.getByLabelText<HTMLInputElement>(/^First Name/);
    fireEvent.change(name, { target: { value: 'rOSA' } });
    expect(name.value).toBe('rOSA');
    const phone = first.getByLabelText<HTMLInputElement>(/^Phone/);
    fireEvent.change(phone, { target: { value: '16615550140' } });
    expect(phone.value).toBe('661-555-0140');
    fireEvent.change(phone, { target: { value: '661555' } });
    fireEvent.click(forwardButton());
    await screen.findByTestId('wizard-invalid-message');
    expect(messageOf(phone)).toContain(
      'Please provide a valid phone number in the following format XXX-XXX-XXXX',
    );
    const relationship = first.getByLabelText<HTMLSelectElement>(/^Relationship to Student/);
    const options = Array.from(relationship.options, (option) => option.value);
    expect(options).toContain('Grandparent');
    expect(options).not.toContain('Self 18+');
  });
});
