import { type RouteObject, useRoutes } from 'react-router-dom';
import { PublicLayout } from '../components/public-layout/public-layout.tsx';
import { LELO_STEP_PATHS } from '../features/lelo/lelo-step-paths.ts';
import { lazyPage } from '../lib/router/lazy-page.ts';
import { preloadRoutes } from '../lib/router/preload-routes.ts';
import { RootLayout } from './root-layout.tsx';

/** The staff routes' table (staff-routes.tsx): one chunk, loaded by the first address no public page has. */
const staffPages = () => import('./staff-routes.tsx');

// A wizard's route is ready once its first step's code is in too (the prerendered page preloads that
// chunk beside the page's): otherwise the wizard's first render suspends on the step, commits
// 'Loading...' in its place and commits again to show it, a second pass over every field.
const registrationPage = lazyPage(async () => {
  const page = await import('../features/registration/registration-page.tsx');
  await page.preloadFirstStep();
  return page.RegistrationPage;
});

const sessionClosedPage = lazyPage(
  async () => (await import('../features/lelo/lelo-routes.ts')).SessionClosedPage,
);

/**
 * Every page is its own lazily loaded chunk: the public pages never carry staff code, the editor,
 * exceljs, pdf-lib or the map library in their first load. The staff pages' table is a chunk of its own
 * too (the '*' route), so the public pages do not carry its dozens of imports either. The browser
 * (main.tsx) and the build's prerender of the public first screens (entry-prerender.tsx) both render
 * these routes (AppRoutes).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // The family pages, with their footer ('Continue a saved form').
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            element: lazyPage(
              async () =>
                (await import('../features/location-finder/location-finder-page.tsx')).LocationFinderPage,
            ),
          },
          {
            path: '/information',
            element: lazyPage(
              async () => (await import('../features/site-landing/site-landing-page.tsx')).SiteLandingPage,
            ),
          },
          {
            path: '/interest',
            element: lazyPage(
              async () => (await import('../features/interest-form/interest-form-page.tsx')).InterestFormPage,
            ),
          },
          ...['/register', '/register-interest'].map((path) => ({ path, element: registrationPage })),
          {
            // One layout route for every address of the wizard, so moving between steps keeps the page
            // (its draft and its wizard state) mounted; the children only name the addresses.
            element: lazyPage(async () => {
              const page = await import('../features/lelo/lelo-routes.ts');
              await page.preloadFirstStep();
              return page.LeloPage;
            }),
            children: ['/forms/:permalink', '/forms/:permalink/:uuid', ...LELO_STEP_PATHS].map((path) => ({
              path,
              element: null,
            })),
          },
          {
            path: '/response-lelo',
            element: lazyPage(
              async () => (await import('../features/lelo/lelo-confirmation-page.tsx')).LeloConfirmationPage,
            ),
          },
          ...['/sessionExpired/:permalink', '/sessionExpired/:permalink/:uuid'].map((path) => ({
            path,
            element: sessionClosedPage,
          })),
          {
            // The e-mailed link of a saved draft (#token=...), and 'Continue a saved form', which
            // e-mails a fresh one.
            path: '/resume',
            element: lazyPage(
              async () => (await import('../components/save-for-later/resume-page.tsx')).ResumePage,
            ),
          },
        ],
      },
      {
        path: '/continue',
        element: lazyPage(
          async () => (await import('../components/save-for-later/continue-page.tsx')).ContinuePage,
        ),
      },
      {
        path: '/admin-login',
        element: lazyPage(
          async () => (await import('../features/admin-login/admin-login-page.tsx')).AdminLoginPage,
        ),
      },
      {
        // MSAL's redirect URI for the staff avatar's silent sign-in frame (public: no session yet).
        path: '/msal-redirect',
        element: lazyPage(
          async () =>
            (await import('../features/staff-shell/avatar/msal-redirect-page.tsx')).MsalRedirectPage,
        ),
      },
      // Any other address: a staff page, or the not-found page (both in staff-routes.tsx).
      { path: '*', element: lazyPage(async () => (await staffPages()).StaffPages) },
    ],
  },
];

/** The page of the address, in the app's layout. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Fetches the code of the page at `pathname` (its chunks, a wizard's first step, a staff page's table
 * and layout) before the first render, which then shows the page at once; resolves either way.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matched = await preloadRoutes(appRoutes, pathname);
  if (matched.at(-1)?.path === '*') await preloadRoutes((await staffPages()).staffPageRoutes, pathname);
}
