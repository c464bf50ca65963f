import type { PermissionLevel } from '@enroll/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSummary } from '../api/sessions/test-utils/session-summary.ts';
import { staffUser } from '../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, mockApi, stubResizeObserver } from '../test/mock-api.ts';
import { renderWithRouter } from '../test/render-with-router.tsx';
import { staffPageRoutes } from './staff-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const SESSIONS = [sessionSummary('Summer 2027', { _id: 's1', schoolYear: '2026-2027' })];

function openAs(level: PermissionLevel, url: string) {
  stubResizeObserver();
  mockApi({
    '/api/auth/me': [jsonReply(200, staffUser({ level }))],
    '/api/sessions': [jsonReply(200, SESSIONS)],
    '/api/sessions/staff/abc': [jsonReply(404, { message: 'No session has this id.' })],
    '/api/user/': [jsonReply(200, [])],
    '/api/user': [jsonReply(200, [])],
    '/api/charters': [jsonReply(200, [])],
    '/api/registration': [jsonReply(200, { rows: [], nextCursor: null, total: 0 })],
    '/api/duplicates': [jsonReply(200, { sets: [], links: [], names: [] })],
  });
  return renderWithRouter([...staffPageRoutes, { path: '/admin-login', element: <p>Login page</p> }], {
    url,
    host: 'localhost',
  });
}

/** Routes behind each guard level, each with the heading its screen shows. */
const CASES: { url: string; heading: string; minLevel: PermissionLevel }[] = [
  { url: '/dashboard', heading: 'Dashboard', minLevel: 1 },
  { url: '/interest-forms', heading: 'Interest Forms', minLevel: 1 },
  { url: '/registration-forms', heading: 'Registration Forms', minLevel: 1 },
  { url: '/lelo-forms/abc', heading: 'Secondary Enrollment', minLevel: 1 },
  { url: '/scheduled-orientations', heading: 'Scheduled Orientations', minLevel: 1 },
  { url: '/add-interest', heading: 'Add Interest', minLevel: 2 },
  { url: '/intersession', heading: 'Sessions', minLevel: 2 },
  { url: '/duplicates', heading: 'Possible duplicates', minLevel: 2 },
  { url: '/edit-Finalcourse/c/cid/name/course/permalink/abc', heading: 'Course Offerings', minLevel: 2 },
  { url: '/addLELO', heading: 'Add LELO Registration', minLevel: 3 },
  { url: '/editLELO/abc', heading: 'Edit LELO Registration', minLevel: 3 },
];

describe('the staff routes and their guards', () => {
  for (const { url, heading, minLevel } of CASES) {
    it(`opens ${url} from level ${minLevel} up and sends lower levels to /admin-login`, async () => {
      for (const level of [1, 2, 3, 4] as const) {
        const { router, unmount } = openAs(level, url);
        if (level >= minLevel) {
          expect(
            await screen.findByRole('heading', { level: 1, name: heading }),
            `level ${level}`,
          ).toBeTruthy();
          expect(router.state.location.pathname).toBe(url);
        } else {
          await waitFor(() => expect(router.state.location.pathname, `level ${level}`).toBe('/admin-login'));
          expect(screen.queryByRole('heading', { level: 1, name: heading })).toBeNull();
        }
        unmount();
        vi.unstubAllGlobals();
      }
    });
  }

  it('opens the Setup list of sessions: Setup Courses for a Contributor, Edit Profile and Add for an Admin', async () => {
    const contributor = openAs(2, '/intersession');
    expect(await screen.findByRole('link', { name: 'Setup Courses of Summer 2027' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile of Summer 2027' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add New Registration Profile' })).toBeNull();
    contributor.unmount();
    vi.unstubAllGlobals();
    openAs(3, '/intersession');
    expect(
      (await screen.findByRole('link', { name: 'Edit Profile of Summer 2027' })).getAttribute('href'),
    ).toBe('/editLELO/s1');
    expect(screen.getByRole('link', { name: 'Add New Registration Profile' }).getAttribute('href')).toBe(
      '/addLELO',
    );
  });

  it('keeps /permissions for Admins and Super Admins', async () => {
    for (const level of [1, 2] as const) {
      const { router, unmount } = openAs(level, '/permissions');
      await waitFor(() => expect(router.state.location.pathname, `level ${level}`).toBe('/admin-login'));
      unmount();
      vi.unstubAllGlobals();
    }
    for (const level of [3, 4] as const) {
      const { router, unmount } = openAs(level, '/permissions');
      expect(await screen.findByRole('heading', { level: 1, name: 'App Permissions' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/permissions');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('renders every staff page inside the shell: the main landmark, the sidebar and the greeting', async () => {
    openAs(4, '/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Staff menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByText('Hello, Sasha')).toBeTruthy();
  });
});
