import type { PermissionLevel } from '@enroll/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../staff-auth/test-utils/render-staff-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

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
      renderStaffPage(<DashboardPage />, { user: { level }, route: '/dashboard' });
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect(tiles()).toEqual(EXPECTED[level]);
    });
  }

  it('describes every tile', () => {
    renderStaffPage(<DashboardPage />, { route: '/dashboard' });
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
