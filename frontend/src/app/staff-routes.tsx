import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import '../i18n/staff-validation-messages.ts';
import { lazyPage } from '../lib/router/lazy-page.ts';

/** The staff layout and guards: one chunk, never part of the public pages' first load. */
const shell = () => import('../features/staff-shell/staff-routes.ts');

/** An address and its page, a chunk of its own (each import names its file, so the build splits it). */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, element: lazyPage(load) };
}

/** The pages behind one layout of the staff shell: the staff layout itself, or a level's guard. */
function behind(
  layout: 'StaffLayout' | 'ContributorOutlet' | 'AdminOutlet',
  children: RouteObject[],
): RouteObject {
  return { element: lazyPage(async () => (await shell())[layout]), children };
}

// One page for the course offerings of both addresses: moving between them keeps it mounted.
const courseOfferingsPage = lazyPage(
  async () => (await import('../features/course-offerings/course-offerings-page.tsx')).CourseOfferingsPage,
);
const COURSE_OFFERING_PATHS = [
  '/edit-courseOfferings/:charter/:charterId/:name/:courseId/:permalink/:id',
  '/edit-Finalcourse/:charter/:charterId/:name/:courseId/:permalink/:id',
];

/**
 * Every staff route under the staff layout (the "authenticated" guard), with the
 * Contributor and Admin guards as layout routes of their own.
 */
const staffRoutes: RouteObject[] = [
  behind('StaffLayout', [
    page('/dashboard', async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage),
    page(
      '/interest-forms',
      async () => (await import('../features/interest-list/interest-list-page.tsx')).InterestListPage,
    ),
    page(
      '/interest-forms/:id',
      async () => (await import('../features/interest-detail/interest-detail-page.tsx')).InterestDetailPage,
    ),
    page(
      '/contactNote',
      async () => (await import('../features/contact-note/contact-note-page.tsx')).ContactNotePage,
    ),
    page(
      '/registration-forms',
      async () =>
        (await import('../features/registration-list/registration-list-page.tsx')).RegistrationListPage,
    ),
    page(
      '/registration-forms/:id',
      async () =>
        (await import('../features/registration-detail/registration-detail-page.tsx')).RegistrationDetailPage,
    ),
    page('/lelo-forms', async () => (await import('../features/lelo-list/lelo-list-page.tsx')).LeloListPage),
    page(
      '/lelo-forms/:id',
      async () => (await import('../features/lelo-detail/lelo-detail-page.tsx')).LeloDetailPage,
    ),
    page(
      '/scheduled-orientations',
      async () =>
        (await import('../features/scheduled-orientations/scheduled-orientations-page.tsx'))
          .ScheduledOrientationsPage,
    ),
    behind('ContributorOutlet', [
      page(
        '/editInterestForm/:id',
        async () => (await import('../features/interest-edit/edit-interest-page.tsx')).EditInterestPage,
      ),
      page(
        '/add-interest',
        async () => (await import('../features/add-interest/add-interest-page.tsx')).AddInterestPage,
      ),
      page(
        '/add-registration',
        async () =>
          (await import('../features/add-registration/add-registration-page.tsx')).AddRegistrationPage,
      ),
      page(
        '/editLeloForm/:id',
        async () => (await import('../features/lelo-edit/edit-lelo-page.tsx')).EditLeloPage,
      ),
      page(
        '/pre-forms/:permalink/:profile',
        async () =>
          (await import('../features/pre-registration/pre-registration-page.tsx')).PreRegistrationPage,
      ),
      page(
        '/duplicates',
        async () => (await import('../features/duplicates/duplicates-page.tsx')).DuplicatesPage,
      ),
      page(
        '/duplicates/:kind/:id',
        async () => (await import('../features/duplicates/duplicate-set-page.tsx')).DuplicateSetPage,
      ),
      page(
        '/intersession',
        async () => (await import('../features/sessions/session-list-page.tsx')).SessionListPage,
      ),
      page(
        '/edit-courses/:permalink/:id',
        async () =>
          (await import('../features/site-setup/learning-center-options-page.tsx')).LearningCenterOptionsPage,
      ),
      ...COURSE_OFFERING_PATHS.map((path) => ({ path, element: courseOfferingsPage })),
      page(
        '/edit-confirmation/:charterId/:name/:courseId/:permalink/:id',
        async () =>
          (await import('../features/site-setup/confirmation-template-page.tsx')).ConfirmationTemplatePage,
      ),
      page(
        '/edit-email-confirmation/:charterId/:name/:courseId/:permalink/:id',
        async () => (await import('../features/site-setup/email-template-page.tsx')).EmailTemplatePage,
      ),
      page(
        '/agreement-translation/:charterId',
        async () =>
          (await import('../features/site-setup/agreement-translation-page.tsx')).AgreementTranslationPage,
      ),
      page(
        '/course-names/:charterId',
        async () => (await import('../features/site-setup/course-names-page.tsx')).CourseNamesPage,
      ),
    ]),
    behind('AdminOutlet', [
      page(
        '/permissions',
        async () => (await import('../features/permissions/permissions-page.tsx')).PermissionsPage,
      ),
      page(
        '/orientation-settings',
        async () =>
          (await import('../features/orientation-settings/orientation-settings-page.tsx'))
            .OrientationSettingsPage,
      ),
      page(
        '/access-log',
        async () => (await import('../features/access-log/access-log-page.tsx')).AccessLogPage,
      ),
      page(
        '/failed-jobs',
        async () => (await import('../features/failed-jobs/failed-jobs-page.tsx')).FailedJobsPage,
      ),
      page(
        '/addLELO',
        async () => (await import('../features/sessions/add-session-page.tsx')).AddSessionPage,
      ),
      page(
        '/editLELO/:id',
        async () => (await import('../features/sessions/edit-session-page.tsx')).EditSessionPage,
      ),
    ]),
  ]),
];

/** The staff pages, and the not-found page for an address no page has. */
export const staffPageRoutes: RouteObject[] = [
  ...staffRoutes,
  page('*', async () => (await import('./not-found-page.tsx')).NotFoundPage),
];

/**
 * The page of an address no public page has (the app's '*' route): routes of their own under it, with
 * the same absolute paths, so the public pages' table and first load do not carry these.
 */
export function StaffPages() {
  return useRoutes(staffPageRoutes);
}
