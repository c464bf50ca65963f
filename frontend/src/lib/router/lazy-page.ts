import { type ComponentType, createElement, type ReactElement } from 'react';
import { preloadableLazy } from '../preloadable-lazy.ts';

/**
 * A route's element whose page is a chunk of its own, fetched when the page is first shown or ahead of
 * that (preloadRoutes); `load` resolves to the page's component. Made once per route, at module load:
 * the element's component is what preloadRoutes preloads.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  return createElement(preloadableLazy(async () => ({ default: await load() })));
}
