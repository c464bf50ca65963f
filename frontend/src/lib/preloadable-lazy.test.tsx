import { act, cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactElement, Suspense, startTransition, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredLoader, Greeting, type GreetingModule } from '../test/deferred-loader.tsx';
import { isPreloadable, preload, preloadableLazy } from './preloadable-lazy.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function inSuspense(element: ReactElement) {
  return render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve<GreetingModule>({ default: Greeting }));
    const Step = preloadableLazy(load);
    await Step.preload();

    inSuspense(<Step name="Ana" />);
    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is needed: React.lazy shows the fallback first even when the import has resolved', async () => {
    const module = Promise.resolve<GreetingModule>({ default: Greeting });
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

  /** A step that shows the name it mounted with: a remount would show the new one. */
  function StatefulGreeting({ name }: { name: string }) {
    const [mountedWith] = useState(name);
    return <p>{`Hello ${name}, first ${mountedWith}`}</p>;
  }

  /** A page that re-renders `Step` with a new name at each press of its button. */
  function counterOf(Step: ComponentType<{ name: string }>) {
    return function Counter() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Count {count}
          </button>
          <Step name={`after ${count}`} />
        </>
      );
    };
  }

  it('keeps a step shown before its module arrived mounted as it re-renders (its state survives)', async () => {
    const loader = deferredLoader();
    const Counter = counterOf(preloadableLazy(loader.load));
    loader.load.mockImplementation(() => Promise.resolve({ default: StatefulGreeting }));
    inSuspense(<Counter />);
    expect(await screen.findByText('Hello after 0, first after 0')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Count 0' }).click());
    expect(screen.getByText('Hello after 1, first after 0')).toBeTruthy();
  });

  it('keeps a step first shown in a transition mounted as it re-renders', async () => {
    // In a transition React waits for a module that arrives at once and shows the lazy wrapper itself,
    // without a fallback in between: the next render must not swap it for the loaded component.
    const loader = deferredLoader();
    const Counter = counterOf(preloadableLazy(loader.load));
    loader.load.mockImplementation(() => Promise.resolve({ default: StatefulGreeting }));
    let show = () => {};
    function Host() {
      const [shown, setShown] = useState(false);
      show = () => startTransition(() => setShown(true));
      return shown ? <Counter /> : null;
    }
    inSuspense(<Host />);
    // Outside act(): act renders the transition at once, where the browser's scheduler lets React wait.
    show();
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
    const Step = preloadableLazy(() => Promise.resolve<GreetingModule>({ default: Greeting }));
    expect(isPreloadable(Step)).toBe(true);
    expect(isPreloadable(Greeting)).toBe(false);
    expect(isPreloadable(undefined)).toBe(false);
    await expect(preload(Greeting)).resolves.toBeUndefined();
  });
});
