import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OrientationSchedulerDialog } from './orientation-scheduler-dialog.tsx';
import { makeOptions, OPTIONS_PATH, REGISTRATION_ID, STATUS_PATH, savedReply } from './test-fixtures.ts';

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

function renderDialog(reschedule?: boolean) {
  const api = mockApi({ [OPTIONS_PATH]: [jsonReply(200, makeOptions())], [STATUS_PATH]: [savedReply()] });
  const onClose = vi.fn();
  const onScheduled = vi.fn();
  renderWithProviders(
    <OrientationSchedulerDialog
      open
      registrationId={REGISTRATION_ID}
      etag={'"etag-1"'}
      onClose={onClose}
      onScheduled={onScheduled}
      {...(reschedule === undefined ? {} : { reschedule })}
    />,
  );
  return { ...api, onClose, onScheduled };
}

describe('OrientationSchedulerDialog', () => {
  it("is the 'Orientation Scheduler' modal with the form and Close", async () => {
    const { onClose, onScheduled } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Orientation Scheduler' });
    expect(await within(dialog).findByRole('radio', { name: 'Live Orientation' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Reschedule' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Live Orientation' }));
    within(dialog).getByRole('combobox', { name: /^Orientation Date/ });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Virtual Orientation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email Invitation' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(onScheduled.mock.calls[0]?.[1]).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers 'Cancel Reschedule' in a reschedule; Escape closes too", async () => {
    const { onClose, requests } = renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Orientation Scheduler' });
    // While the options load the way out is already there (a modal needs something to focus).
    expect(within(dialog).getByRole('button', { name: 'Cancel Reschedule' })).toBeTruthy();
    await within(dialog).findByRole('radio', { name: 'Live Orientation' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel Reschedule' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
