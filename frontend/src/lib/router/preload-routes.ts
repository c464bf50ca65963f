import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preload } from '../preloadable-lazy.ts';

/**
 * Fetches the code of every route `pathname` matches in `routes` whose element is a preloadable lazy
 * component (preloadableLazy), so their first render does not suspend; resolves either way (a failed
 * import is tried again by the render, which shows the error). Resolves to the matched routes.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map((route) => (isValidElement(route.element) ? preload(route.element.type) : undefined)),
  );
  return matched;
}
