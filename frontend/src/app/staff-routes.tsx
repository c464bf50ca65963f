import type { RouteObject } from 'react-router-dom';
import '../i18n/staff-validation-messages.ts';

/** The staff layout and guards: one chunk, never part of the public pages' first load. */
const shell = () => import('../features/staff-shell/staff-routes.ts');

/**
 * Every staff route of spec section 2 under the staff layout (the "authenticated" guard), with the
 * Contributor and Admin guards as layout routes of their own.
 */
export const staffRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await shell()).StaffLayout }),
    children: [
      {
        path: '/dashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
        }),
      },
      {
        path: '/interest-forms',
        lazy: async () => ({
          Component: (await import('../features/interest-list/interest-list-page.tsx')).InterestListPage,
        }),
      },
      {
        path: '/interest-forms/:id',
        lazy: async () => ({
          Component: (await import('../features/interest-detail/interest-detail-page.tsx'))
            .InterestDetailPage,
        }),
      },
      {
        path: '/contactNote',
        lazy: async () => ({
          Component: (await import('../features/contact-note/contact-note-page.tsx')).ContactNotePage,
        }),
      },
      {
        path: '/registration-forms',
        lazy: async () => ({
          Component: (await import('../features/registration-list/registration-list-page.tsx'))
            .RegistrationListPage,
        }),
      },
      {
        path: '/registration-forms/:id',
        lazy: async () => ({
          Component: (await import('../features/registration-detail/registration-detail-page.tsx'))
            .RegistrationDetailPage,
        }),
      },
      {
        path: '/lelo-forms',
        lazy: async () => ({
          Component: (await import('../features/lelo-list/lelo-list-page.tsx')).LeloListPage,
        }),
      },
      {
        path: '/lelo-forms/:id',
        lazy: async () => ({
          Component: (await import('../features/lelo-detail/lelo-detail-page.tsx')).LeloDetailPage,
        }),
      },
      {
        path: '/scheduled-orientations',
        lazy: async () => ({
          Component: (await import('../features/scheduled-orientations/scheduled-orientations-page.tsx'))
            .ScheduledOrientationsPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await shell()).ContributorOutlet }),
        children: [
          {
            path: '/editInterestForm/:id',
            lazy: async () => ({
              Component: (await import('../features/interest-edit/edit-interest-page.tsx')).EditInterestPage,
            }),
          },
          {
            path: '/add-interest',
            lazy: async () => ({
              Component: (await import('../features/add-interest/add-interest-page.tsx')).AddInterestPage,
            }),
          },
          {
            path: '/add-registration',
            lazy: async () => ({
              Component: (await import('../features/add-registration/add-registration-page.tsx'))
                .AddRegistrationPage,
            }),
          },
          {
            path: '/editLeloForm/:id',
            lazy: async () => ({
              Component: (await import('../features/lelo-edit/edit-lelo-page.tsx')).EditLeloPage,
            }),
          },
          {
            path: '/pre-forms/:permalink/:profile',
            lazy: async () => ({
              Component: (await import('../features/pre-registration/pre-registration-page.tsx'))
                .PreRegistrationPage,
            }),
          },
          {
            path: '/intersession',
            lazy: async () => ({
              Component: (await import('../features/sessions/session-list-page.tsx')).SessionListPage,
            }),
          },
          {
            path: '/edit-courses/:permalink/:id',
            lazy: async () => ({
              Component: (await import('../features/site-setup/learning-center-options-page.tsx'))
                .LearningCenterOptionsPage,
            }),
          },
          {
            path: '/edit-courseOfferings/:charter/:charterId/:name/:courseId/:permalink/:id',
            lazy: async () => ({
              Component: (await import('../features/course-offerings/course-offerings-page.tsx'))
                .CourseOfferingsPage,
            }),
          },
          {
            path: '/edit-Finalcourse/:charter/:charterId/:name/:courseId/:permalink/:id',
            lazy: async () => ({
              Component: (await import('../features/course-offerings/course-offerings-page.tsx'))
                .CourseOfferingsPage,
            }),
          },
          {
            path: '/edit-confirmation/:charterId/:name/:courseId/:permalink/:id',
            lazy: async () => ({
              Component: (await import('../features/site-setup/confirmation-template-page.tsx'))
                .ConfirmationTemplatePage,
            }),
          },
          {
            path: '/edit-email-confirmation/:charterId/:name/:courseId/:permalink/:id',
            lazy: async () => ({
              Component: (await import('../features/site-setup/email-template-page.tsx')).EmailTemplatePage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await shell()).AdminOutlet }),
        children: [
          {
            path: '/permissions',
            lazy: async () => ({
              Component: (await import('../features/permissions/permissions-page.tsx')).PermissionsPage,
            }),
          },
          {
            path: '/failed-jobs',
            lazy: async () => ({
              Component: (await import('../features/failed-jobs/failed-jobs-page.tsx')).FailedJobsPage,
            }),
          },
          {
            path: '/addLELO',
            lazy: async () => ({
              Component: (await import('../features/sessions/add-session-page.tsx')).AddSessionPage,
            }),
          },
          {
            path: '/editLELO/:id',
            lazy: async () => ({
              Component: (await import('../features/sessions/edit-session-page.tsx')).EditSessionPage,
            }),
          },
        ],
      },
    ],
  },
];
