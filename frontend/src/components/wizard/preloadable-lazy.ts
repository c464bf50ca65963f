import { type ComponentType, createElement, type FunctionComponent, lazy } from 'react';
import { loadOnce } from '../../lib/load-once.ts';

/** Something whose code can be fetched ahead of being shown. */
export interface Preloadable {
  /** Fetches the code (once); resolves either way: a failure is left to the render, which tries again. */
  preload(): Promise<void>;
  /** Whether the code is in: a render then shows the component at once, without suspending. */
  isLoaded(): boolean;
}

export type PreloadableComponent<P extends object> = FunctionComponent<P> & Preloadable;

export function isPreloadable(value: unknown): value is Preloadable {
  return (
    (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
    typeof (value as Partial<Preloadable>).preload === 'function'
  );
}

/** Preloads `value` when it can be preloaded (a plain component is already there); never rejects. */
export function preload(value: unknown): Promise<void> {
  return isPreloadable(value) ? value.preload() : Promise.resolve();
}

/** Whether `value` renders without suspending: a plain component always does. */
export function isLoaded(value: unknown): boolean {
  return isPreloadable(value) ? value.isLoaded() : true;
}

/**
 * A lazily loaded component (like `React.lazy`) that can be preloaded, e.g. a wizard's next step while
 * the current one is filled. Once its module has arrived it renders the component directly, without
 * suspending: `React.lazy` suspends on its first render even when the import has long resolved, which
 * shows the Suspense fallback for a frame. The import runs at most once at a time; a failed one is
 * forgotten, so a later preload or the first render tries again (a render whose import fails throws
 * to the error boundary, as React.lazy does).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const loadModule = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(loadModule);

  function PreloadableLazy(props: P) {
    // The lazy wrapper only until the module is in: an instance never commits with it, as it suspends
    // until then and `loaded` is set before React.lazy hears of the import, so no instance remounts.
    return createElement(loaded ?? Lazy, props);
  }
  PreloadableLazy.preload = () =>
    loadModule().then(
      () => undefined,
      () => undefined,
    );
  PreloadableLazy.isLoaded = () => loaded !== null;
  return PreloadableLazy;
}
