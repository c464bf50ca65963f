import { LEVEL_ADMIN, LEVEL_CONTRIBUTOR, LEVEL_USER, type PermissionLevel } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../lib/api-client.ts';
import { jsonReply, mockApi } from '../test/mock-api.ts';
import { currentLocation, renderWithProviders } from '../test/render-with-providers.tsx';
import { RequireStaff } from './require-staff.tsx';
import { StaffSessionProvider, useStaffUser } from './staff-session.tsx';
import { renderStaffPage, staffUser } from './test-utils/render-staff-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function Greeting() {
  const user = useStaffUser();
  return <p>{`Signed in as ${user.name}, level ${user.level}`}</p>;
}

/** A staff page that makes one more staff call after the session loaded. */
function SessionsProbe() {
  const sessions = useQuery({ queryKey: ['probe'], queryFn: () => apiFetch<unknown[]>('/api/sessions') });
  return <p>{sessions.isSuccess ? 'Sessions loaded' : 'Loading sessions'}</p>;
}

/** The staff session's provider around `page`, opened at `route`. */
function renderSession(route = '/dashboard', page = <Greeting />) {
  return renderWithProviders(<StaffSessionProvider>{page}</StaffSessionProvider>, { route });
}

const HTML = new Response('<!doctype html><div id="root"></div>', {
  status: 200,
  headers: { 'Content-Type': 'text/html' },
});

describe('StaffSessionProvider (the "authenticated" guard)', () => {
  it('loads the signed-in member for the staff pages', async () => {
    const { requests } = mockApi({
      '/api/auth/me': [jsonReply(200, staffUser({ level: LEVEL_CONTRIBUTOR }))],
    });
    renderSession();
    expect(await screen.findByText('Signed in as Carmen Liu, level 2')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/me']);
    expect(currentLocation()).toBe('/dashboard');
  });

  it('sends a signed-out person (401) to /admin-login', async () => {
    mockApi({ '/api/auth/me': [jsonReply(401, { message: 'Sign in to continue.', code: 'auth.signIn' })] });
    renderSession();
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'));
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it("sends a person to /admin-login when Static Web Apps answers with the login page's HTML", async () => {
    mockApi({ '/api/auth/me': [HTML] });
    renderSession('/lelo-forms');
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'));
  });

  it('sends a refused person (General, unknown, the web-app account: 403) to /admin-login?failure=true', async () => {
    mockApi({
      '/api/auth/me': [
        jsonReply(403, {
          message: 'You are not authorized to have access to this application',
          code: 'auth.notAuthorized',
        }),
      ],
    });
    renderSession();
    await waitFor(() => expect(currentLocation()).toBe('/admin-login?failure=true'));
  });

  it('sends a principal named Enrollment_Webapp to /admin-login', async () => {
    mockApi({
      '/api/auth/me': [jsonReply(200, staffUser({ name: 'Enrollment_Webapp', email: 'Enrollment_Webapp' }))],
    });
    renderSession();
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'));
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('sends the person to /admin-login when a later staff call finds the session ended', async () => {
    mockApi({ '/api/auth/me': [jsonReply(200, staffUser())], '/api/sessions': [HTML] });
    renderSession('/dashboard', <SessionsProbe />);
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'));
    expect(screen.queryByText('Sessions loaded')).toBeNull();
  });

  it('offers Try Again when the profile cannot be loaded for another reason', async () => {
    mockApi({ '/api/auth/me': [jsonReply(500, { message: 'boom' }), jsonReply(200, staffUser())] });
    renderSession();
    expect(await screen.findByText('We could not load your profile. Please try again.')).toBeTruthy();
    expect(currentLocation()).toBe('/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Signed in as Sasha Okafor, level 4')).toBeTruthy();
  });
});

describe('RequireStaff (the route guards)', () => {
  const GUARDS: { label: string; minLevel: PermissionLevel; allowed: PermissionLevel[] }[] = [
    { label: 'authenticated', minLevel: LEVEL_USER, allowed: [1, 2, 3, 4] },
    { label: 'Contributor, Admin or Super Admin', minLevel: LEVEL_CONTRIBUTOR, allowed: [2, 3, 4] },
    { label: 'Admin or Super Admin', minLevel: LEVEL_ADMIN, allowed: [3, 4] },
  ];

  for (const { label, minLevel, allowed } of GUARDS) {
    it(`lets only levels ${allowed.join(', ')} through the ${label} guard; the others go to /admin-login`, () => {
      for (const level of [1, 2, 3, 4] as const) {
        const view = renderStaffPage(
          <RequireStaff minLevel={minLevel}>
            <p>Guarded page</p>
          </RequireStaff>,
          { user: { level }, route: '/guarded' },
        );
        const through = screen.queryByText('Guarded page') !== null;
        expect(through, `level ${level}`).toBe(allowed.includes(level));
        expect(currentLocation(), `level ${level}`).toBe(through ? '/guarded' : '/admin-login');
        view.unmount();
      }
    });
  }

  it('tells a member sent away from a page above their level why', async () => {
    renderStaffPage(
      <RequireStaff minLevel={LEVEL_ADMIN}>
        <p>Guarded page</p>
      </RequireStaff>,
      { user: { level: 2 }, route: '/guarded' },
    );
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'That page is for Admins and Super Admins, so you were brought here instead.',
    );
  });
});
