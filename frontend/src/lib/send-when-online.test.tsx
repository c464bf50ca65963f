import { onlineManager, QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  isConnectionFailure,
  retryDelay,
  sendWhenOnline,
  useWaitingForConnection,
} from './send-when-online.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  cleanup();
});

describe('isConnectionFailure', () => {
  it("is a send that got no answer (fetch's TypeError, apiFetch's status 0), not a server's answer", () => {
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new ApiError(0, 'Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new ApiError(400, 'Validation failed'))).toBe(false);
    expect(isConnectionFailure(new ApiError(409, 'Signed'))).toBe(false);
    expect(isConnectionFailure(new ApiError(500, 'Server error'))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('tries again after 1 s, then twice as long each time, never more than 30 s apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

/** A form's submit built as the family forms build theirs, and what the notice would read. */
function Submit({ send }: { send: (key: string) => Promise<string> }) {
  const mutation = useMutation({ mutationFn: send, ...sendWhenOnline });
  const waiting = useWaitingForConnection();
  return (
    <>
      <button type="button" onClick={() => mutation.mutate('key-1')}>
        Submit
      </button>
      <output data-testid="waiting">{String(waiting)}</output>
      <output data-testid="result">{mutation.data ?? ''}</output>
      <output data-testid="error">{mutation.error ? mutation.error.message : ''}</output>
    </>
  );
}

function renderSubmit(send: (key: string) => Promise<string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<Submit send={send} />, { wrapper });
}

describe('a submit sent with sendWhenOnline', () => {
  it('offline: waits without sending, says so, and sends once with its key when the browser is online again', async () => {
    const send = vi.fn(async (key: string) => `stored with ${key}`);
    renderSubmit(send);
    act(() => window.dispatchEvent(new Event('offline')));
    act(() => screen.getByRole('button', { name: 'Submit' }).click());

    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('true'));
    expect(send).not.toHaveBeenCalled();

    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('stored with key-1'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('waiting').textContent).toBe('false');
  });

  it('says so after a send that got no answer and tries again on its own with the same key', async () => {
    const send = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'))
      .mockImplementation(async (key) => `stored with ${key}`);
    renderSubmit(send);
    act(() => screen.getByRole('button', { name: 'Submit' }).click());

    await waitFor(() => expect(screen.getByTestId('waiting').textContent).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('stored with key-1'), {
      timeout: 5_000,
    });
    expect(send.mock.calls.map(([key]) => key)).toEqual(['key-1', 'key-1']);
    expect(screen.getByTestId('waiting').textContent).toBe('false');
  });

  it("does not resend a server's answer: a refusal fails at once, without the notice", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed');
    });
    renderSubmit(send);
    act(() => screen.getByRole('button', { name: 'Submit' }).click());

    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Validation failed'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('waiting').textContent).toBe('false');
  });
});
