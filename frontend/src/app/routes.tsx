import type { RouteObject } from 'react-router-dom';
import { LELO_STEP_PATHS } from '../features/lelo/lelo-step-paths.ts';
import { RootLayout } from './root-layout.tsx';
import { staffRoutes } from './staff-routes.tsx';

/**
 * Every page is its own lazily loaded chunk: the public pages never carry staff code, the editor,
 * exceljs, pdf-lib or the map library in their first load. The browser's router (router.ts) and the
 * build's prerender of the public first screens (entry-prerender.tsx) both use these routes.
 */
export const appRoutes: RouteObject[] = [
  {
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
      ...['/register', '/register-interest'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/registration/registration-page.tsx')).RegistrationPage,
        }),
      })),
      {
        // One layout route for every address of the wizard, so moving between steps keeps the page
        // (its draft and its wizard state) mounted; the children only name the addresses.
        lazy: async () => ({ Component: (await import('../features/lelo/lelo-routes.ts')).LeloPage }),
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
      ...staffRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
    ],
  },
];
