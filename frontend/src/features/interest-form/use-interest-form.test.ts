import { businessToday } from '@enroll/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_INTEREST_FORM, type InterestValues } from './interest-form-values.ts';
import { validateInterestForm } from './interest-validation.ts';
import { loadInterestValidation } from './load-interest-validation.ts';
import { useInterestForm } from './use-interest-form.ts';

vi.mock('./load-interest-validation.ts', () => ({ loadInterestValidation: vi.fn() }));

const [year, month] = businessToday().split('-');
const ADULT: InterestValues = {
  ...EMPTY_INTEREST_FORM,
  studentFirstName: 'Maria',
  studentLastName: 'Lopez',
  birthDate: `${Number(year) - 20}-${month}-01`,
  primaryEmail: 'maria@example.com',
  phone: '555-123-4567',
  zipCode: '93534',
};

function renderForm(initial: InterestValues = EMPTY_INTEREST_FORM) {
  return renderHook(() => useInterestForm(initial));
}

async function submit(form: ReturnType<typeof renderForm>['result']) {
  const handlers = { onValid: vi.fn(), onInvalid: vi.fn() };
  await act(async () => form.current.handleSubmit(handlers)({ preventDefault: vi.fn() }));
  return handlers;
}

beforeEach(() => {
  vi.mocked(loadInterestValidation).mockReset().mockResolvedValue(validateInterestForm);
});

describe('useInterestForm', () => {
  it('checks a field when it loses focus, then as it changes; an untouched field stays quiet', async () => {
    const { result } = renderForm();
    await act(async () => result.current.field('primaryEmail').onChange('maria@'));
    expect(result.current.field('primaryEmail').error).toBeUndefined();

    await act(async () => result.current.field('primaryEmail').onBlur());
    expect(result.current.field('primaryEmail').error).toBe('email.invalid');

    await act(async () => result.current.field('primaryEmail').onChange('maria@example.com'));
    expect(result.current.field('primaryEmail').error).toBeUndefined();
    await act(async () => result.current.field('phone').onChange('555'));
    expect(result.current.field('phone').error).toBeUndefined();
  });

  it('marks every invalid field on a submit attempt, then checks each as it changes', async () => {
    const { result } = renderForm();
    const { onValid, onInvalid } = await submit(result);
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({
      studentFirstName: 'required',
      studentLastName: 'required',
      birthDate: 'interest.birthDate.required',
      primaryEmail: 'required',
      phone: 'required',
      zipCode: 'required',
    });
    expect(result.current.field('zipCode').error).toBe('required');

    await act(async () => result.current.field('zipCode').onChange('935'));
    expect(result.current.field('zipCode').error).toBe('interest.zip.invalid');
    await act(async () => result.current.field('zipCode').onChange('93534'));
    expect(result.current.field('zipCode').error).toBeUndefined();
  });

  it("passes the schema's output on a valid submit and looks valid only without a server message", async () => {
    const { result } = renderForm({ ...ADULT, studentFirstName: ' Maria ' });
    await vi.waitFor(() => expect(result.current.isValid).toBe(true));

    const { onValid } = await submit(result);
    expect(onValid).toHaveBeenCalledWith({ ...ADULT, studentFirstName: 'Maria' });

    await act(async () => result.current.setFieldErrors({ zipCode: 'interest.zip.invalid' }));
    expect(result.current.field('zipCode').error).toBe('interest.zip.invalid');
    expect(result.current.isValid).toBe(false);
    await act(async () => result.current.field('zipCode').onChange('93535'));
    expect(result.current.field('zipCode').error).toBeUndefined();
    expect(result.current.isValid).toBe(true);
  });

  it('loads the validation only once the form is used; offline, a submit waits and says so, then goes on once back online', async () => {
    vi.mocked(loadInterestValidation).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderForm(ADULT);
    // A draft with input fetches the checks at once: that fetch fails (offline), quietly.
    await vi.waitFor(() => expect(loadInterestValidation).toHaveBeenCalledOnce());
    expect(result.current.waitingForValidation).toBe(false);

    vi.mocked(loadInterestValidation).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    onlineManager.setOnline(false);
    try {
      const { onValid, onInvalid } = await submit(result);
      await vi.waitFor(() => expect(result.current.waitingForValidation).toBe(true));
      expect(onValid).not.toHaveBeenCalled();
      expect(onInvalid).not.toHaveBeenCalled();
      // A second press while waiting starts nothing more.
      await submit(result);
      expect(loadInterestValidation).toHaveBeenCalledTimes(2);

      await act(async () => onlineManager.setOnline(true));
      await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith(ADULT));
      expect(onValid).toHaveBeenCalledOnce();
      expect(result.current.waitingForValidation).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
