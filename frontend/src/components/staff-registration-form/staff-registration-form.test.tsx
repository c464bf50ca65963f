import type { StaffRegistrationValues, StaffSiteOption } from '@enroll/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StaffRegistrationForm } from './staff-registration-form.tsx';
import { completeStaffValues } from './test-utils/staff-values.ts';

// The banner and the site modals measure themselves.
beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

const OTHER_SITE: StaffSiteOption = {
  id: '64b7f0c2a1d3e4f5a6b7c8da',
  name: 'Flex Central',
  charter: { id: 'charter-flex-high', name: 'Flex High' },
  address: '1 Main St, Fresno, CA 93701',
};

interface RenderOptions {
  mode?: 'add' | 'edit';
  values?: Partial<StaffRegistrationValues>;
  onSubmit?: (values: StaffRegistrationValues) => Promise<void>;
}

function renderForm({ mode = 'add', values = {}, onSubmit = async () => {} }: RenderOptions = {}) {
  const submitted = vi.fn(onSubmit);
  const changes = vi.fn();
  const siteChanges = vi.fn();
  renderWithProviders(
    <StaffRegistrationForm
      mode={mode}
      defaultValues={completeStaffValues(values)}
      defaultSite={null}
      submitLabel="Submit"
      onSubmit={submitted}
      onValuesChange={changes}
      onSiteChange={siteChanges}
    />,
  );
  return { submitted, changes, siteChanges };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

function section(name: string): HTMLElement | null {
  return screen.queryByRole('group', { name });
}

/** The messages Fluent's Field shows under a control (read through aria-describedby). */
function messageOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function radio(group: string | RegExp, name: string): HTMLElement {
  return within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
}

describe('StaffRegistrationForm', { timeout: 30_000 }, () => {
  it('hides the regular-only sections and the suffix question for intercession, and requires the grade (add)', async () => {
    const { submitted } = renderForm({ values: { gradeLevel: '' } });
    expect(section('Ethnicity')).toBeTruthy();
    expect(section('Emergency Contacts')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /suffix/i })).toBeTruthy();

    fireEvent.click(radio(/^Enrollment Type/, 'Intersession'));
    for (const hidden of ['Ethnicity', 'Home Language Survey', 'DASS Information', 'Emergency Contacts'])
      expect(section(hidden)).toBeNull();
    expect(section('Student Information')).toBeTruthy();
    expect(section('Physical Address')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /suffix/i })).toBeNull();
    expect(screen.queryByLabelText(/Birth Country/)).toBeNull();
    expect(screen.queryByLabelText(/Highest Level of Education/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Parent\/Guardian 2 Highest Level of Education/)).toBeNull();

    await submit();
    expect(submitted).not.toHaveBeenCalled();
    const grade = screen.getByLabelText(/^Grade/);
    expect(grade.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(grade);
  });

  it('hides the grade of an intercession registration in the edit form', () => {
    renderForm({ mode: 'edit', values: { enrollmentType: 'INTERSESSION' } });
    expect(screen.queryByLabelText(/^Grade/)).toBeNull();
    expect(section('Ethnicity')).toBeNull();
  });

  it("shows the Mailing Address section only when the answer is 'no'", () => {
    const { changes } = renderForm();
    expect(section('Mailing Address')).toBeNull();
    fireEvent.click(radio(/mailing address the same/i, 'No'));
    expect(section('Mailing Address')).toBeTruthy();
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ isMailingAddressTheSame: 'no' }));
    fireEvent.click(radio(/mailing address the same/i, 'Yes'));
    expect(section('Mailing Address')).toBeNull();
  });

  it("fills the four home-language answers with 'Set all to English'", () => {
    renderForm();
    const survey = section('Home Language Survey') as HTMLElement;
    fireEvent.click(within(survey).getByRole('button', { name: 'Set all to English' }));
    const selects = within(survey).getAllByRole('combobox') as HTMLSelectElement[];
    expect(selects).toHaveLength(4);
    expect(selects.map((select) => select.value)).toEqual(['English', 'English', 'English', 'English']);
  });

  it('marks the missing fields red, shows the banner and focuses the first one after a failed submit', async () => {
    const { submitted } = renderForm({ values: { firstName: '', site: '', custodyIssueExists: '' } });
    const firstName = screen.getByRole('textbox', { name: /^Student First Name/ });
    expect(firstName.getAttribute('aria-invalid')).not.toBe('true');
    await submit();
    expect(submitted).not.toHaveBeenCalled();
    expect(await screen.findByText('Please fill out the required fields')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a learning center.')).toBeTruthy();
    const custody = screen.getByRole('radiogroup', { name: /custody issue/i });
    expect(messageOf(custody)).toContain('This field is required.');
    // The learning center comes first on the page: its first button gets the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search Site by Zip' }));
    // Then the messages follow the changes.
    fireEvent.change(firstName, { target: { value: 'Ana' } });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('calls onSubmit with the values of a valid form', async () => {
    const { submitted } = renderForm({ values: { generalRegistrationNotes: 'Called the family' } });
    const notes = screen.getByRole('textbox', { name: 'Registration Notes' }) as HTMLTextAreaElement;
    expect(notes.rows).toBe(5);
    expect(notes.maxLength).toBe(1000);
    await submit();
    expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Ana',
        enrollmentType: 'REGULAR',
        generalRegistrationNotes: 'Called the family',
      }),
    );
  });

  it("shows a refused save's field errors on the fields and keeps the values", async () => {
    const { submitted } = renderForm({
      onSubmit: async () => {
        throw new ApiError(400, 'Please check the form.', [
          { field: 'studentEmail', code: 'email.invalid', message: 'Please enter a valid email.' },
        ]);
      },
    });
    await submit();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Please check the form.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /^Student Email/ }) as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('ana@example.com');
  });

  it('sets the site confirmed in the site search modal and shows its name, charter and address', async () => {
    mockApi({ '/api/staff/sites': [jsonReply(200, [OTHER_SITE])] });
    const { submitted, siteChanges } = renderForm({ values: { site: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Site by Fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site search by fields' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'flex' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    // The search answers through the mocked fetch; a loaded machine can take more than a second.
    const select = await within(dialog).findByRole(
      'button',
      { name: 'Select Flex Central' },
      { timeout: 10_000 },
    );
    fireEvent.click(select);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is hidden from assistive technology while the modal is open: it comes back once closed.
    await screen.findByRole('button', { name: 'Submit' }, { timeout: 10_000 });
    const chosen = await screen.findByTestId('chosen-site');
    expect(chosen.textContent).toContain('Flex Central');
    expect(chosen.textContent).toContain('Flex High');
    expect(chosen.textContent).toContain('1 Main St, Fresno, CA 93701');
    expect(siteChanges).toHaveBeenCalledWith(OTHER_SITE);
    await submit();
    expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ site: OTHER_SITE.id }));
  });
});
