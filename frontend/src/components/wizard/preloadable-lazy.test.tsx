import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEngagement } from '../../lib/when-engaged.ts';
import { isPreloadable, preload, preloadableLazy } from './preloadable-lazy.ts';
import { usePreloadSteps } from './use-preload-steps.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetEngagement();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

type Module = { default: ComponentType<{ name: string }> };

/** A loader whose import is settled by the test. */
function deferredLoader() {
  let settle: { resolve: (module: Module) => void; reject: (error: Error) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve({ default: Greeting }),
    reject: () => settle?.reject(new Error('chunk failed')),
  };
}

function inSuspense(element: ReactElement) {
  return render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve<Module>({ default: Greeting }));
    const Step = preloadableLazy(load);
    await Step.preload();

    inSuspense(<Step name="Ana" />);
    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is needed: React.lazy shows the fallback first even when the import has resolved', async () => {
    const module = Promise.resolve<Module>({ default: Greeting });
    await module;
    const Step = lazy(() => module);

    inSuspense(<Step name="Ana" />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('shows the fallback until the module arrives when it was not preloaded, importing once', async () => {
    const loader = deferredLoader();
    const Step = preloadableLazy(loader.load);
    inSuspense(<Step name="Ana" />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    // A preload while the render waits shares its import.
    const preloaded = Step.preload();
    await act(async () => loader.resolve());
    await preloaded;
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a step shown before its module arrived mounted as it re-renders (its state survives)', async () => {
    const loader = deferredLoader();
    const Step = preloadableLazy(loader.load);
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Count {count}
          </button>
          <Step name={`after ${count}`} />
        </>
      );
    }
    function StatefulGreeting({ name }: { name: string }) {
      const [mountedWith] = useState(name);
      return <p>{`Hello ${name}, first ${mountedWith}`}</p>;
    }
    loader.load.mockImplementation(() => Promise.resolve({ default: StatefulGreeting }));
    inSuspense(<Counter />);
    expect(await screen.findByText('Hello after 0, first after 0')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Count 0' }).click());
    expect(screen.getByText('Hello after 1, first after 0')).toBeTruthy();
  });

  it('ignores a failed preload, and the render imports again', async () => {
    const loader = deferredLoader();
    const Step = preloadableLazy(loader.load);
    const preloaded = Step.preload();
    loader.reject();
    await expect(preloaded).resolves.toBeUndefined();

    inSuspense(<Step name="Ana" />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(2);
    await act(async () => loader.resolve());
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('tells a preloadable component from a plain one; preload() of a plain one does nothing', async () => {
    const Step = preloadableLazy(() => Promise.resolve<Module>({ default: Greeting }));
    expect(isPreloadable(Step)).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable(undefined)).toBe(false);
    await expect(preload(Greeting)).resolves.toBeUndefined();
  });
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
