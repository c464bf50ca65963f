import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/mock-api.ts';
import {
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_WITH_ACTION_MS,
  NotificationProvider,
  type Notify,
  useNotify,
} from './notification-banner.tsx';

beforeEach(() => stubResizeObserver());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let notify: Notify = () => undefined;
function Capture() {
  notify = useNotify();
  return null;
}

/** The banner with its lazy message loaded. */
async function shown(): Promise<HTMLElement> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return screen.getByTestId('notification-banner');
}

describe('the notification banner', () => {
  it('closes a plain message after 5 seconds', async () => {
    vi.useFakeTimers();
    render(
      <NotificationProvider>
        <Capture />
      </NotificationProvider>,
    );
    act(() => notify('success', 'Saved.'));
    expect((await shown()).textContent).toBe('Saved.');
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    expect(screen.queryByTestId('notification-banner')).toBeNull();
  });

  it('keeps a message with a button for 10 seconds, and while focus is on it; the button runs and closes it', async () => {
    vi.useFakeTimers();
    const undo = vi.fn();
    render(
      <NotificationProvider>
        <Capture />
      </NotificationProvider>,
    );
    act(() => notify('success', 'Marked.', { label: 'Undo', onClick: undo }));
    const banner = await shown();
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    expect(screen.getByTestId('notification-banner')).toBe(banner);
    const button = screen.getByRole('button', { name: 'Undo' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(NOTIFICATION_WITH_ACTION_MS * 2));
    expect(screen.getByTestId('notification-banner')).toBe(banner);
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('notification-banner')).toBeNull();

    act(() => notify('success', 'Marked again.', { label: 'Undo', onClick: undo }));
    await shown();
    act(() => vi.advanceTimersByTime(NOTIFICATION_WITH_ACTION_MS));
    expect(screen.queryByTestId('notification-banner')).toBeNull();
  });
});
