import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { LELO_STEP_PATHS } from '../features/lelo/lelo-step-paths.ts';
import { RootLayout } from './root-layout.tsx';

/** The layout route every page is a child of (the staff routes are patched in under it). */
export const APP_ROUTE_ID = 'app';

/**
 * Every page is its own lazily loaded chunk: the public pages never carry staff code, the editor,
 * exceljs, pdf-lib or the map library in their first load. The browser's router (router.ts) and the
 * build's prerender of the public first screens (entry-prerender.tsx) both use these routes.
 */
export const appRoutes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    element: <RootLayout />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('../features/location-finder/location-finder-page.tsx'))
            .LocationFinderPage,
        }),
      },
      {
        path: '/information',
        lazy: async () => ({
          Component: (await import('../features/site-landing/site-landing-page.tsx')).SiteLandingPage,
        }),
      },
      {
        path: '/interest',
        lazy: async () => ({
          Component: (await import('../features/interest-form/interest-form-page.tsx')).InterestFormPage,
        }),
      },
      // A wizard's route is ready once its first step's code is in too (the prerendered page preloads
      // that chunk beside the page's): otherwise the wizard's first render suspends on the step, commits
      // 'Loading...' in its place and commits again to show it, a second pass over every field.
      ...['/register', '/register-interest'].map((path) => ({
        path,
        lazy: async () => {
          const page = await import('../features/registration/registration-page.tsx');
          await page.preloadFirstStep();
          return { Component: page.RegistrationPage };
        },
      })),
      {
        // One layout route for every address of the wizard, so moving between steps keeps the page
        // (its draft and its wizard state) mounted; the children only name the addresses.
        lazy: async () => {
          const page = await import('../features/lelo/lelo-routes.ts');
          await page.preloadFirstStep();
          return { Component: page.LeloPage };
        },
        children: ['/forms/:permalink', '/forms/:permalink/:uuid', ...LELO_STEP_PATHS].map((path) => ({
          path,
          element: null,
        })),
      },
      {
        path: '/response-lelo',
        lazy: async () => ({
          Component: (await import('../features/lelo/lelo-confirmation-page.tsx')).LeloConfirmationPage,
        }),
      },
      ...['/sessionExpired/:permalink', '/sessionExpired/:permalink/:uuid'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/lelo/lelo-routes.ts')).SessionClosedPage,
        }),
      })),
      {
        // The e-mailed link of a saved draft (#token=...) and 'Continue a saved form' (issue 15).
        path: '/resume',
        lazy: async () => ({
          Component: (await import('../components/save-for-later/resume-page.tsx')).ResumePage,
        }),
      },
      {
        path: '/continue',
        lazy: async () => ({
          Component: (await import('../components/save-for-later/continue-page.tsx')).ContinuePage,
        }),
      },
      {
        path: '/admin-login',
        lazy: async () => ({
          Component: (await import('../features/admin-login/admin-login-page.tsx')).AdminLoginPage,
        }),
      },
      {
        // MSAL's redirect URI for the staff avatar's silent sign-in frame (public: no session yet).
        path: '/msal-redirect',
        lazy: async () => ({
          Component: (await import('../features/staff-shell/avatar/msal-redirect-page.tsx')).MsalRedirectPage,
        }),
      },
      // The staff routes (staff-routes.tsx) join here on first use: see staffRoutesPatcher.
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
    ],
  },
];

/**
 * Adds the staff routes to a router's table when an address is not one of the public pages (so it
 * matched only the not-found splat, which makes react-router ask before it settles on it): their table
 * and its dozens of lazy imports are a chunk of their own instead of part of every public page's first
 * load (issue 16). Each router gets its own patcher, which patches once: after that an address that
 * still matches only the splat is unknown, and is answered without waiting for anything. A failed
 * load (the network) is tried again on the next such address.
 */
export function staffRoutesPatcher(): PatchRoutesOnNavigationFunction {
  let patched: Promise<void> | null = null;
  return ({ matches, patch }) => {
    // react-router also asks when a public route with a parameter (/forms/:permalink) matched, in
    // case a more specific route is patched in. No staff address has the shape of a public one, so
    // such a page (the secondary enrollment wizard) does not load the staff table. For an unknown
    // address it passes the routes that matched its start ('/' at least).
    if (matches.at(-1)?.route.path?.includes(':')) return;
    patched ??= import('./staff-routes.tsx').then(
      ({ staffRoutes }) => patch(APP_ROUTE_ID, staffRoutes),
      (error: unknown) => {
        patched = null;
        throw error;
      },
    );
    return patched;
  };
}
