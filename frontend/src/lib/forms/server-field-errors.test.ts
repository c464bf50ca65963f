import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { draftFieldOf, placeServerFieldErrors } from './field-errors.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

interface Values {
  notes: string;
  courses: { id: string }[];
  dates: { date: string }[];
}

const values: Values = { notes: '', courses: [{ id: '' }], dates: [{ date: '' }] };

function formWith() {
  const form = createFormControl<Values>({ defaultValues: values });
  return { getValues: form.getValues, setError: vi.spyOn(form, 'setError') };
}

const refused = new ApiError(400, 'Bad request', [
  { field: 'notes', code: 'registration.notEditable', message: 'No longer editable.' },
  { field: 'dates.0.date', code: 'invalid', message: 'Not a date.' },
  { field: 'courses.0.id', code: 'courseSetup.courses.required', message: 'Choose a course.' },
  { field: 'charter_id', code: 'permission.charter.unknown', message: 'Unknown charter.' },
]);

describe('applyServerFieldErrors', () => {
  it("puts each error on the form's field (its path, else its first part) and answers the rest", () => {
    const form = formWith();
    const unplaced = applyServerFieldErrors(form, refused);
    expect(form.setError.mock.calls).toEqual([
      ['notes', { type: 'server', message: 'registration.notEditable' }],
      // A bare 'invalid' has no text of its own: the server's says what is wrong.
      ['dates.0.date', { type: 'server', message: 'Not a date.' }],
      ['courses.0.id', { type: 'server', message: 'courseSetup.courses.required' }],
    ]);
    expect(unplaced).toEqual([
      { field: 'charter_id', code: 'permission.charter.unknown', message: 'Unknown charter.' },
    ]);
  });

  it("puts a kept list's errors on a draft's top fields", () => {
    const form = formWith();
    placeServerFieldErrors(form, refused.errors, draftFieldOf);
    expect(form.setError.mock.calls.map(([field]) => field)).toEqual(['notes', 'dates', 'courses']);
  });

  it('does nothing for a failure that is no ApiError', () => {
    const form = formWith();
    expect(applyServerFieldErrors(form, new Error('offline'))).toEqual([]);
    expect(form.setError).not.toHaveBeenCalled();
  });
});
