import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isLoaded } from '../components/wizard/preloadable-lazy.ts';
import { LELO_STEP_COMPONENTS } from '../features/lelo/lelo-step-components.ts';
import { STEP_COMPONENTS } from '../features/registration/step-components.ts';
import { whenRouterReady } from '../prerender/when-router-ready.ts';
import { appRoutes, staffRoutesPatcher } from './routes.tsx';

/** The paths of the routes an address matched, outermost first (pathless layouts left out). */
function matchedPaths(router: ReturnType<typeof createMemoryRouter>): string[] {
  return router.state.matches.flatMap((match) => (match.route.path ? [match.route.path] : []));
}

function routerAt(url: string) {
  return createMemoryRouter(appRoutes, {
    initialEntries: [url],
    patchRoutesOnNavigation: staffRoutesPatcher(),
  });
}

describe('the route table', () => {
  it('carries no staff route itself: the public first load does not hold the staff table', () => {
    const paths = JSON.stringify(appRoutes, (key, value: unknown) => (key === 'lazy' ? undefined : value));
    expect(paths).toContain('"/register"');
    expect(paths).not.toContain('"/dashboard"');
    expect(paths).not.toContain('"/interest-forms"');
  });

  it('opens a staff address on the staff route, patched in, not on the not-found page', async () => {
    const router = routerAt('/interest-forms');
    await whenRouterReady(router);
    expect(matchedPaths(router)).toEqual(['/interest-forms']);
  }, 30_000);

  it.each([
    ['/register?site=0123456789abcdef01234567', () => isLoaded(STEP_COMPONENTS.studentInformation)],
    ['/forms/summer-intersession-2027', () => isLoaded(LELO_STEP_COMPONENTS.location)],
  ])(
    "is ready at %s once the wizard's first step is in too",
    async (url, firstStepLoaded) => {
      // Each test file has its own module registry: no other test has loaded the step yet.
      expect(firstStepLoaded()).toBe(false);
      await whenRouterReady(routerAt(url));
      expect(firstStepLoaded()).toBe(true);
    },
    30_000,
  );

  it('does not load the staff table for a public address with a parameter', async () => {
    const patcher = staffRoutesPatcher();
    let patches = 0;
    const router = createMemoryRouter(appRoutes, {
      initialEntries: ['/forms/summer-intersession-2027'],
      patchRoutesOnNavigation: (args) =>
        patcher({
          ...args,
          patch: (routeId, children) => {
            patches += 1;
            args.patch(routeId, children);
          },
        }),
    });
    await whenRouterReady(router);
    expect(matchedPaths(router)).toEqual(['/forms/:permalink']);
    expect(patches).toBe(0);
  }, 30_000);

  it('finds a staff page when a public page navigates to it, and still answers an unknown address', async () => {
    const router = routerAt('/not-a-page');
    await whenRouterReady(router);
    expect(matchedPaths(router)).toEqual(['*']);

    await router.navigate('/dashboard');
    expect(matchedPaths(router)).toEqual(['/dashboard']);
    await router.navigate('/still-not-a-page');
    expect(matchedPaths(router)).toEqual(['*']);
  }, 30_000);
});
