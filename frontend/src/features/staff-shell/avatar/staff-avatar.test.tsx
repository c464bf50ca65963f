import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../../i18n/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { enStaffShell } from '../i18n/en.ts';
import { StaffAvatar } from './staff-avatar.tsx';

registerMessages('staffShell', enStaffShell);

const graphAvatar = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('./graph-avatar.tsx', () => ({
  default: () => {
    graphAvatar.load();
    throw new Error('MSAL could not start');
  },
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  graphAvatar.load.mockClear();
  vi.restoreAllMocks();
});

describe('StaffAvatar', () => {
  it('shows the default avatar, without MSAL, when no Entra ID client id is configured', () => {
    vi.stubEnv('VITE_AAD_CLIENT_ID', '');
    renderWithProviders(<StaffAvatar name="Sasha Okafor" email="superadmin@learn4life.example" />);
    expect(screen.getByTestId('staff-avatar-default').getAttribute('aria-label')).toBe(
      'Profile picture of Sasha Okafor',
    );
    expect(graphAvatar.load).not.toHaveBeenCalled();
  });

  it('falls back to the default avatar, and reports it, when the Graph photo fails', async () => {
    vi.stubEnv('VITE_AAD_CLIENT_ID', '00000000-0000-0000-0000-000000000001');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = mockApi({});
    renderWithProviders(<StaffAvatar name="Sasha Okafor" email="superadmin@learn4life.example" />);
    await waitFor(() => expect(graphAvatar.load).toHaveBeenCalled());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/log-error')).toBe(true),
    );
    expect(screen.getByTestId('staff-avatar-default')).toBeTruthy();
  });
});
