import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';
import { loadOnce } from './load-once.ts';

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

/** How each component whose import failed is made to import again (retryFailedImports). */
const failedImports = new Set<() => void>();

/**
 * Makes the components whose import failed import again when next rendered: for a 'Try Again' after
 * a page's code did not arrive. Until then a render shows the failure (the error boundary's screen).
 */
export function retryFailedImports(): void {
  for (const retry of failedImports) retry();
  failedImports.clear();
}

/**
 * A lazily loaded component (like `React.lazy`) that can be preloaded, e.g. a wizard's next step while
 * the current one is filled. Once its module has arrived it renders the component directly, without
 * suspending: `React.lazy` suspends on its first render even when the import has long resolved, which
 * shows the Suspense fallback for a frame. The import runs at most once at a time; a failed one is
 * forgotten, so a later preload or the first render tries again. A render whose import fails throws
 * to the error boundary, as React.lazy does, and keeps throwing until retryFailedImports().
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const loadModule = loadOnce(() =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedImports.add(renewLazy);
        throw error;
      },
    ),
  );
  let Lazy = lazy(loadModule);
  // React.lazy keeps a failed import's error for good (its renders throw it): once the page offers to
  // try again, the renders after get a wrapper of their own, which imports anew. One function per
  // component, so failing again and again while offline adds nothing to the set.
  function renewLazy() {
    Lazy = lazy(loadModule);
  }

  function PreloadableLazy(props: P) {
    // Each instance keeps the component it first committed with. One rendered before the module was
    // in renders the lazy wrapper; it usually suspends and is thrown away, but in a transition React
    // may wait for a module that arrives at once and commit the wrapper itself. Swapping it for the
    // loaded component on the next render would remount the step and lose what was typed in it.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  PreloadableLazy.preload = () =>
    loadModule().then(
      () => undefined,
      () => undefined,
    );
  PreloadableLazy.isLoaded = () => loaded !== null;
  return PreloadableLazy;
}
