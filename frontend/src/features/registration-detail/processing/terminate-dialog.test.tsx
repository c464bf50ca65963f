import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRegistrationApi, makeRecord } from '../test-utils/fake-registration-api.ts';
import {
  HIDDEN,
  orientationScheduledApi,
  refusedThenReloaded,
  reloadAfterConflict,
} from '../test-utils/processing-dialog.ts';
import { button, buttonNames, progressStates, renderDetail } from '../test-utils/render-detail.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openTerminate(fake = orientationScheduledApi()) {
  const view = renderDetail(fake, 2);
  fireEvent.click(await button('Terminate Registration'));
  const dialog = await screen.findByRole('dialog', { name: 'Terminate Enrollment', ...HIDDEN });
  return { ...view, dialog };
}

const notes = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Termination Notes/, ...HIDDEN }) as HTMLTextAreaElement;

describe('Terminate Enrollment', () => {
  it('requires the notes (5 rows) and writes nothing without them', async () => {
    const { dialog, fake } = await openTerminate();
    expect(notes(dialog).getAttribute('rows')).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate', ...HIDDEN }));
    expect(await within(dialog).findByText('Please enter the termination notes.')).toBeTruthy();
    fireEvent.change(notes(dialog), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate', ...HIDDEN }));
    expect(await within(dialog).findByText('Please enter the termination notes.')).toBeTruthy();
    expect(fake.puts).toHaveLength(0);
  });

  it('terminates with If-Match; the detail then offers only Reactivate, and the progress is at its end', async () => {
    const { dialog, fake } = await openTerminate();
    fireEvent.change(notes(dialog), { target: { value: 'Family moved out of state.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(fake.puts[0]?.url).toBe(`/api/registration/terminate/${fake.record?.id}`);
    expect(fake.puts[0]?.body).toEqual({ notes: 'Family moved out of state.' });
    expect(fake.puts[0]?.headers.get('If-Match')).toBe('"etag-1"');
    expect(fake.record).toMatchObject({
      status: 'Enrollment Terminated',
      progressLevel: 3,
      processingLevel: 2,
      terminationNotes: 'Family moved out of state.',
    });
    // The page comes back from behind the modal (tabster) a moment after it closes.
    await waitFor(() => expect(buttonNames()).toEqual(['Reactivate Registration', 'Export to PDF']));
    expect(progressStates()).toEqual(['done', 'done', 'done', 'current']);
  });

  it("shows a 400's error on the notes and a 409's message with Reload", async () => {
    const { dialog, fake } = await openTerminate();
    fireEvent.change(notes(dialog), { target: { value: 'Moved.' } });
    await refusedThenReloaded(dialog, fake, 'Terminate', {
      field: 'notes',
      code: 'registration.termination.required',
      text: 'Please enter the termination notes.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(fake.record?.status).toBe('Enrollment Terminated');
  });
});

describe('Reactivate Registration', () => {
  const terminated = () =>
    fakeRegistrationApi(
      makeRecord({
        status: 'Enrollment Terminated',
        progressLevel: 3,
        processingLevel: 2,
        terminationNotes: 'Moved.',
      }),
    );

  it('asks first; Close writes nothing, Reactivate returns the registration to Enrollment Submitted', async () => {
    const fake = terminated();
    renderDetail(fake, 2);
    fireEvent.click(await button('Reactivate Registration'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Registration', ...HIDDEN });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN)).toBeNull());
    expect(fake.puts).toHaveLength(0);

    fireEvent.click(await button('Reactivate Registration'));
    dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Registration', ...HIDDEN });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN)).toBeNull());
    expect(fake.puts[0]?.body).toEqual({ change: 'reactivated' });
    expect(fake.puts[0]?.headers.get('If-Match')).toBe('"etag-1"');
    expect(fake.record).toMatchObject({
      status: 'Enrollment Submitted',
      progressLevel: 1,
      processingLevel: 0,
    });
    // The page comes back from behind the modal (tabster) a moment after it closes.
    await waitFor(() =>
      expect(buttonNames()).toEqual(['Edit Form', 'Process Registration', 'Export to PDF']),
    );
    expect(progressStates()).toEqual(['done', 'current', 'todo', 'todo']);
  });

  it('stays open with the message and Reload after a 409', async () => {
    const fake = terminated();
    renderDetail(fake, 2);
    fake.changeElsewhere();
    fireEvent.click(await button('Reactivate Registration'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Registration', ...HIDDEN });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate', ...HIDDEN }));
    await reloadAfterConflict(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate', ...HIDDEN }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN)).toBeNull());
    expect(fake.record?.status).toBe('Enrollment Submitted');
  });
});
