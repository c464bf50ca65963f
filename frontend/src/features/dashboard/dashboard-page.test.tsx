import type { PermissionLevel } from '@enroll/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const NO_FAILED_JOBS = { '/api/failed-jobs': [jsonReply(200, { count: 0, jobs: [] })] };

const EVERYONE = [
  ['Interest Entries', '/interest-forms'],
  ['Primary Enrollments', '/registration-forms'],
  ['Secondary Enrollments', '/lelo-forms'],
  ['Scheduled Orientations', '/scheduled-orientations'],
];
const CONTRIBUTOR_UP = [
  ['Add Interest Form', '/add-interest'],
  ['Add Registration Form', '/add-registration'],
];
const ADMIN_UP = [['App Permissions', '/permissions']];

const EXPECTED: Record<Exclude<PermissionLevel, 0>, string[][]> = {
  1: EVERYONE,
  2: [...EVERYONE, ...CONTRIBUTOR_UP],
  3: [...EVERYONE, ...CONTRIBUTOR_UP, ...ADMIN_UP],
  4: [...EVERYONE, ...CONTRIBUTOR_UP, ...ADMIN_UP],
};

function tiles(): string[][] {
  const list = screen.getByRole('list', { name: 'Dashboard' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [
      within(link).getByRole('heading', { level: 2 }).textContent ?? '',
      link.getAttribute('href') ?? '',
    ]);
}

describe('the dashboard tiles by level', () => {
  for (const level of [1, 2, 3, 4] as const) {
    it(`shows level ${level} exactly its tiles, each linking to its route`, () => {
      renderStaffPage(<DashboardPage />, { user: { level }, route: '/dashboard', api: NO_FAILED_JOBS });
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect(tiles()).toEqual(EXPECTED[level]);
    });
  }

  it('describes every tile', () => {
    renderStaffPage(<DashboardPage />, { route: '/dashboard', api: NO_FAILED_JOBS });
    expect(screen.getByRole('link', { name: /^Interest Entries/ }).textContent).toContain(
      'View and follow up on the interest forms families sent in.',
    );
    expect(screen.getByRole('link', { name: /^App Permissions/ }).textContent).toContain(
      'Manage who can use this application and for which charters.',
    );
    for (const link of within(screen.getByRole('list', { name: 'Dashboard' })).getAllByRole('link')) {
      expect(link.querySelector('p')?.textContent?.length ?? 0).toBeGreaterThan(10);
    }
  });
});

describe('the failed jobs banner', () => {
  const failedJob = {
    id: '8a7c3f1e-2b4d-4e6f-9a1b-3c5d7e9f1a2b',
    kind: 'email',
    detail: 'lelo',
    entryId: 'entry-1',
    failedAt: '2026-11-23T10:00:00.000Z',
    reason: 'Error: 1 of 3 recipients pending',
    tries: 5,
  };

  it('tells an Admin how many jobs failed and links to the list', async () => {
    const { requests } = renderStaffPage(<DashboardPage />, {
      user: { level: 3 },
      route: '/dashboard',
      api: {
        '/api/failed-jobs': [jsonReply(200, { count: 2, jobs: [failedJob, { ...failedJob, id: 'b' }] })],
      },
    });
    expect((await screen.findByText('2 failed jobs need attention.')).textContent).toBe(
      '2 failed jobs need attention.',
    );
    expect(screen.getByRole('link', { name: 'Review failed jobs' }).getAttribute('href')).toBe(
      '/failed-jobs',
    );
    expect(requests.map((request) => request.url)).toEqual(['/api/failed-jobs']);
  });

  it('says nothing when no job failed, and never asks below Admin', async () => {
    const admin = renderStaffPage(<DashboardPage />, {
      user: { level: 4 },
      route: '/dashboard',
      api: NO_FAILED_JOBS,
    });
    await vi.waitFor(() => expect(admin.requests).toHaveLength(1));
    expect(screen.queryByText(/failed jobs? needs? attention/)).toBeNull();
    admin.unmount();
    const contributor = renderStaffPage(<DashboardPage />, { user: { level: 2 }, route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(contributor.requests).toEqual([]);
  });
});
