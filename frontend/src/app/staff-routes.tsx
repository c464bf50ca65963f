import { type RouteObject, useRoutes } from 'react-router-dom';
import '../i18n/staff-validation-messages.ts';
import { lazyPage } from '../lib/router/lazy-page.ts';

/** The staff layout and guards: one chunk, never part of the public pages' first load. */
const shell = () => import('../features/staff-shell/staff-routes.ts');

// One page for the course offerings of both addresses: moving between them keeps it mounted.
const courseOfferingsPage = lazyPage(
  async () => (await import('../features/course-offerings/course-offerings-page.tsx')).CourseOfferingsPage,
);

/**
 * Every staff route under the staff layout (the "authenticated" guard), with the
 * Contributor and Admin guards as layout routes of their own.
 */
const staffRoutes: RouteObject[] = [
  {
    element: lazyPage(async () => (await shell()).StaffLayout),
    children: [
      {
        path: '/dashboard',
        element: lazyPage(
          async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
        ),
      },
      {
        path: '/interest-forms',
        element: lazyPage(
          async () => (await import('../features/interest-list/interest-list-page.tsx')).InterestListPage,
        ),
      },
      {
        path: '/interest-forms/:id',
        element: lazyPage(
          async () =>
            (await import('../features/interest-detail/interest-detail-page.tsx')).InterestDetailPage,
        ),
      },
      {
        path: '/contactNote',
        element: lazyPage(
          async () => (await import('../features/contact-note/contact-note-page.tsx')).ContactNotePage,
        ),
      },
      {
        path: '/registration-forms',
        element: lazyPage(
          async () =>
            (await import('../features/registration-list/registration-list-page.tsx')).RegistrationListPage,
        ),
      },
      {
        path: '/registration-forms/:id',
        element: lazyPage(
          async () =>
            (await import('../features/registration-detail/registration-detail-page.tsx'))
              .RegistrationDetailPage,
        ),
      },
      {
        path: '/lelo-forms',
        element: lazyPage(
          async () => (await import('../features/lelo-list/lelo-list-page.tsx')).LeloListPage,
        ),
      },
      {
        path: '/lelo-forms/:id',
        element: lazyPage(
          async () => (await import('../features/lelo-detail/lelo-detail-page.tsx')).LeloDetailPage,
        ),
      },
      {
        path: '/scheduled-orientations',
        element: lazyPage(
          async () =>
            (await import('../features/scheduled-orientations/scheduled-orientations-page.tsx'))
              .ScheduledOrientationsPage,
        ),
      },
      {
        element: lazyPage(async () => (await shell()).ContributorOutlet),
        children: [
          {
            path: '/editInterestForm/:id',
            element: lazyPage(
              async () => (await import('../features/interest-edit/edit-interest-page.tsx')).EditInterestPage,
            ),
          },
          {
            path: '/add-interest',
            element: lazyPage(
              async () => (await import('../features/add-interest/add-interest-page.tsx')).AddInterestPage,
            ),
          },
          {
            path: '/add-registration',
            element: lazyPage(
              async () =>
                (await import('../features/add-registration/add-registration-page.tsx')).AddRegistrationPage,
            ),
          },
          {
            path: '/editLeloForm/:id',
            element: lazyPage(
              async () => (await import('../features/lelo-edit/edit-lelo-page.tsx')).EditLeloPage,
            ),
          },
          {
            path: '/pre-forms/:permalink/:profile',
            element: lazyPage(
              async () =>
                (await import('../features/pre-registration/pre-registration-page.tsx')).PreRegistrationPage,
            ),
          },
          {
            path: '/intersession',
            element: lazyPage(
              async () => (await import('../features/sessions/session-list-page.tsx')).SessionListPage,
            ),
          },
          {
            path: '/edit-courses/:permalink/:id',
            element: lazyPage(
              async () =>
                (await import('../features/site-setup/learning-center-options-page.tsx'))
                  .LearningCenterOptionsPage,
            ),
          },
          {
            path: '/edit-courseOfferings/:charter/:charterId/:name/:courseId/:permalink/:id',
            element: courseOfferingsPage,
          },
          {
            path: '/edit-Finalcourse/:charter/:charterId/:name/:courseId/:permalink/:id',
            element: courseOfferingsPage,
          },
          {
            path: '/edit-confirmation/:charterId/:name/:courseId/:permalink/:id',
            element: lazyPage(
              async () =>
                (await import('../features/site-setup/confirmation-template-page.tsx'))
                  .ConfirmationTemplatePage,
            ),
          },
          {
            path: '/edit-email-confirmation/:charterId/:name/:courseId/:permalink/:id',
            element: lazyPage(
              async () => (await import('../features/site-setup/email-template-page.tsx')).EmailTemplatePage,
            ),
          },
          {
            path: '/agreement-translation/:charterId',
            element: lazyPage(
              async () =>
                (await import('../features/site-setup/agreement-translation-page.tsx'))
                  .AgreementTranslationPage,
            ),
          },
          {
            path: '/course-names/:charterId',
            element: lazyPage(
              async () => (await import('../features/site-setup/course-names-page.tsx')).CourseNamesPage,
            ),
          },
        ],
      },
      {
        element: lazyPage(async () => (await shell()).AdminOutlet),
        children: [
          {
            path: '/permissions',
            element: lazyPage(
              async () => (await import('../features/permissions/permissions-page.tsx')).PermissionsPage,
            ),
          },
          {
            path: '/orientation-settings',
            element: lazyPage(
              async () =>
                (await import('../features/orientation-settings/orientation-settings-page.tsx'))
                  .OrientationSettingsPage,
            ),
          },
          {
            path: '/access-log',
            element: lazyPage(
              async () => (await import('../features/access-log/access-log-page.tsx')).AccessLogPage,
            ),
          },
          {
            path: '/failed-jobs',
            element: lazyPage(
              async () => (await import('../features/failed-jobs/failed-jobs-page.tsx')).FailedJobsPage,
            ),
          },
          {
            path: '/addLELO',
            element: lazyPage(
              async () => (await import('../features/sessions/add-session-page.tsx')).AddSessionPage,
            ),
          },
          {
            path: '/editLELO/:id',
            element: lazyPage(
              async () => (await import('../features/sessions/edit-session-page.tsx')).EditSessionPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The staff pages, and the not-found page for an address no page has. */
export const staffPageRoutes: RouteObject[] = [
  ...staffRoutes,
  { path: '*', element: lazyPage(async () => (await import('./not-found-page.tsx')).NotFoundPage) },
];

/**
 * The page of an address no public page has (the app's '*' route): routes of their own under it, with
 * the same absolute paths, so the public pages' table and first load do not carry these.
 */
export function StaffPages() {
  return useRoutes(staffPageRoutes);
}
