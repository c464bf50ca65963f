import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, mockApi } from '../../test/mock-api.ts';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SIGNED_OUT = new Response('<!doctype html><div id="root"></div>', {
  status: 200,
  headers: { 'Content-Type': 'text/html' },
});
const NOT_AUTHORIZED = 'You are not authorized to have access to this application';

describe('/admin-login', () => {
  it('offers the Office 365 sign-in, back to the dashboard, to a signed-out person', async () => {
    const { requests } = mockApi({
      '/api/auth/me': [SIGNED_OUT],
      '/.auth/me': [jsonReply(200, { clientPrincipal: null })],
    });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
    const link = await screen.findByRole('link', { name: 'Office 365' });
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/me', '/.auth/me']);
    expect(link.getAttribute('href')).toBe('/.auth/login/aad?post_login_redirect_uri=/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.queryByText(NOT_AUTHORIZED)).toBeNull();
    expect(currentLocation()).toBe('/admin-login');
  });

  for (const query of ['?failure=true', '?failure', '?failure=1']) {
    it(`says the person is not authorized, and whom to contact, with ${query}`, async () => {
      mockApi({
        '/api/auth/me': [jsonReply(403, { message: NOT_AUTHORIZED, code: 'auth.notAuthorized' })],
      });
      renderWithProviders(<AdminLoginPage />, { route: `/admin-login${query}` });
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(NOT_AUTHORIZED);
      expect(alert.textContent).toContain('Please contact technology services if you need access.');
      expect(screen.getByRole('link', { name: 'Office 365' })).toBeTruthy();
    });
  }

  it('shows the failure to a person signed in without the staff role (a General member)', async () => {
    mockApi({
      '/api/auth/me': [SIGNED_OUT],
      '/.auth/me': [
        jsonReply(200, {
          clientPrincipal: {
            identityProvider: 'aad',
            userId: 'x',
            userDetails: 'general@learn4life.example',
            userRoles: ['anonymous', 'authenticated'],
          },
        }),
      ],
    });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
    await waitFor(() => expect(currentLocation()).toBe('/admin-login?failure=true'));
    expect(screen.getByRole('alert').textContent).toContain(NOT_AUTHORIZED);
  });

  it('shows the failure when the API refuses the signed-in person', async () => {
    mockApi({ '/api/auth/me': [jsonReply(403, { message: NOT_AUTHORIZED, code: 'auth.notAuthorized' })] });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
    await waitFor(() => expect(currentLocation()).toBe('/admin-login?failure=true'));
    expect(screen.getByRole('alert').textContent).toContain(NOT_AUTHORIZED);
  });

  it('sends a signed-in staff member on to /dashboard', async () => {
    mockApi({ '/api/auth/me': [jsonReply(200, staffUser({ level: 1 }))] });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });

  it('keeps the failure message even while a staff session is still around', async () => {
    mockApi({ '/api/auth/me': [jsonReply(200, staffUser({ level: 1 }))] });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login?failure=true' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLocation()).toBe('/admin-login?failure=true');
    expect(screen.getByRole('alert').textContent).toContain(NOT_AUTHORIZED);
  });

  it('never sends the Enrollment_Webapp principal on to the dashboard', async () => {
    mockApi({
      '/api/auth/me': [jsonReply(200, staffUser({ name: 'Enrollment_Webapp', email: 'Enrollment_Webapp' }))],
    });
    renderWithProviders(<AdminLoginPage />, { route: '/admin-login' });
    expect(await screen.findByRole('link', { name: 'Office 365' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin-login');
  });
});
