import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { forgetEngagement } from '../../lib/when-engaged.ts';
import { deferredLoader, Greeting } from '../../test/deferred-loader.tsx';
import { usePreloadSteps } from './use-preload-steps.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetEngagement();
});

describe('usePreloadSteps', () => {
  function Host({ current, beside }: { current: unknown; beside: readonly unknown[] }) {
    usePreloadSteps(current, beside);
    return null;
  }

  it("preloads the steps beside once the current step's code is in, the family uses the page and it is idle", async () => {
    vi.useFakeTimers();
    const current = deferredLoader();
    const next = deferredLoader();
    const Current = preloadableLazy(current.load);
    const Next = preloadableLazy(next.load);
    const beside = [Next, Greeting, undefined];
    render(<Host current={Current} beside={beside} />);
    expect(current.load).toHaveBeenCalledTimes(1);

    // Not while the current step's own code is on its way.
    await act(async () => vi.runAllTimersAsync());
    expect(next.load).not.toHaveBeenCalled();

    await act(async () => current.resolve());
    // Not before the family has used the page, however idle it is.
    await act(async () => vi.runAllTimersAsync());
    expect(next.load).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    // Not before the page is idle (jsdom has no requestIdleCallback: the timer fallback).
    expect(next.load).not.toHaveBeenCalled();
    await act(async () => vi.runAllTimersAsync());
    expect(next.load).toHaveBeenCalledTimes(1);
  });

  it("still preloads the steps beside when the current step's code failed", async () => {
    vi.useFakeTimers();
    const current = deferredLoader();
    const next = deferredLoader();
    render(<Host current={preloadableLazy(current.load)} beside={[preloadableLazy(next.load)]} />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(async () => current.reject());
    await act(async () => vi.runAllTimersAsync());
    expect(next.load).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing once the step is gone before the page was idle', async () => {
    vi.useFakeTimers();
    const next = deferredLoader();
    const view = render(<Host current={Greeting} beside={[preloadableLazy(next.load)]} />);
    await act(async () => Promise.resolve());
    fireEvent.pointerDown(document.body);
    view.unmount();
    await act(async () => vi.runAllTimersAsync());
    expect(next.load).not.toHaveBeenCalled();
  });
});
