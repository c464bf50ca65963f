import type { PermissionLevel } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../api/sessions/get-sessions.ts';
import { sessionSummary } from '../../api/sessions/test-utils/session-summary.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { StaffShell } from './components/staff-shell.tsx';
import { enStaffShell } from './i18n/en.ts';

registerMessages('staffShell', enStaffShell);

afterEach(() => vi.unstubAllGlobals());

const SESSIONS: SessionSummary[] = [
  sessionSummary('Fall Intersession 2027', { _id: 's2' }),
  sessionSummary('Summer Intersession 2027', { _id: 's1', schoolYear: '2026-2027' }),
  sessionSummary('Winter Intersession 2026', { _id: 's4', status: 'Inactive', schoolYear: '2026-2027' }),
];

/** GET /api/duplicates with `count` open sets. */
function duplicatesReply(count: number) {
  const set = (index: number) => ({
    id: `interest:i${index}`,
    charterId: 'charter-sierra-valley',
    records: [],
    pairs: [],
  });
  return jsonReply(200, {
    sets: Array.from({ length: count }, (_, index) => set(index)),
    links: [],
    names: [],
  });
}

function renderShell(level: PermissionLevel, route = '/dashboard', openSets = 0) {
  return renderStaffPage(
    <StaffShell>
      <h1>Page content</h1>
    </StaffShell>,
    {
      user: { level },
      route,
      api: { '/api/sessions': [jsonReply(200, SESSIONS)], '/api/duplicates': [duplicatesReply(openSets)] },
    },
  );
}

function nav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Staff menu' });
}

/** Each sidebar group's label and its links, in order. */
function sidebar(): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const group of within(nav()).getAllByRole('list')) {
    const label = group.getAttribute('aria-labelledby');
    const name = label ? (document.getElementById(label)?.textContent ?? '') : '';
    groups[name] = within(group)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
  }
  return groups;
}

const VIEW_ENTRIES = ['Interests', 'Primary Enrollments', 'Secondary Enrollments', 'Scheduled Orientations'];
const VIEW_ENTRIES_CONTRIBUTOR = [...VIEW_ENTRIES, 'Possible duplicates'];
const NEW_ENTRY = [
  'Add Interest',
  'Add Primary Registration',
  'Add Fall Intersession 2027',
  'Add Summer Intersession 2027',
];

describe('the staff sidebar by level', () => {
  it('gives a User View Entries and Log out only, without asking for the sessions or the duplicates', async () => {
    const { requests } = renderShell(1);
    expect(sidebar()).toEqual({ 'View Entries': VIEW_ENTRIES });
    expect(within(nav()).getByRole('link', { name: 'Log out' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('gives a Contributor New Entry (one link per Active session) and Setup without App Permissions', async () => {
    renderShell(2);
    await within(nav()).findByRole('link', { name: 'Add Summer Intersession 2027' });
    expect(sidebar()).toEqual({
      'View Entries': VIEW_ENTRIES_CONTRIBUTOR,
      'New Entry': NEW_ENTRY,
      Setup: ['Secondary Enrollments'],
    });
  });

  for (const level of [3, 4] as const) {
    it(`gives level ${level} every entry, App Permissions included`, async () => {
      renderShell(level);
      await within(nav()).findByRole('link', { name: 'Add Summer Intersession 2027' });
      expect(sidebar()).toEqual({
        'View Entries': VIEW_ENTRIES_CONTRIBUTOR,
        'New Entry': NEW_ENTRY,
        Setup: ['App Permissions', 'Orientation Settings', 'Access and Export Log', 'Secondary Enrollments'],
      });
    });
  }

  it('links every entry to its route, the sessions to their public form, and Log out to the SWA sign-out', async () => {
    renderShell(4);
    const link = (name: string) => within(nav()).getByRole('link', { name }).getAttribute('href');
    await within(nav()).findByRole('link', { name: 'Add Fall Intersession 2027' });
    expect(link('Interests')).toBe('/interest-forms');
    expect(link('Primary Enrollments')).toBe('/registration-forms');
    expect(link('Scheduled Orientations')).toBe('/scheduled-orientations');
    expect(link('Add Interest')).toBe('/add-interest');
    expect(link('Add Primary Registration')).toBe('/add-registration');
    expect(link('Add Fall Intersession 2027')).toBe('/forms/fall-intersession-2027');
    expect(link('App Permissions')).toBe('/permissions');
    expect(
      within(screen.getByTestId('sidebar-viewEntries'))
        .getByRole('link', { name: 'Secondary Enrollments' })
        .getAttribute('href'),
    ).toBe('/lelo-forms');
    expect(
      within(screen.getByTestId('sidebar-setup'))
        .getByRole('link', { name: 'Secondary Enrollments' })
        .getAttribute('href'),
    ).toBe('/intersession');
    expect(link('Log out')).toBe('/.auth/logout?post_logout_redirect_uri=/admin-login');
  });

  it('leaves the session links out when the session list fails', async () => {
    const { requests } = renderStaffPage(
      <StaffShell>
        <h1>Page content</h1>
      </StaffShell>,
      {
        user: { level: 2 },
        route: '/dashboard',
        api: { '/api/sessions': [jsonReply(500, { message: 'x' })], '/api/duplicates': [duplicatesReply(0)] },
      },
    );
    await waitFor(() =>
      expect(requests.map((request) => request.url).sort()).toEqual(['/api/duplicates', '/api/sessions']),
    );
    expect(sidebar()['New Entry']).toEqual(['Add Interest', 'Add Primary Registration']);
  });

  it('shows the count of open sets of possible duplicates beside its link, and in its name', async () => {
    renderShell(2, '/dashboard', 3);
    const link = await within(nav()).findByRole('link', { name: 'Possible duplicates, 3 sets' });
    expect(link.getAttribute('href')).toBe('/duplicates');
    expect(within(link).getByText('3')).toBeTruthy();
  });

  it('names one open set in the singular, and shows no count at none', async () => {
    const { unmount } = renderShell(3, '/dashboard', 1);
    expect(await within(nav()).findByRole('link', { name: 'Possible duplicates, 1 set' })).toBeTruthy();
    unmount();
    const { requests } = renderShell(3);
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/duplicates'));
    const link = within(nav()).getByRole('link', { name: 'Possible duplicates' });
    expect(link.textContent).toBe('Possible duplicates');
    expect(link.querySelector('.fui-CounterBadge')).toBeNull();
  });

  it('marks the current page for screen readers', () => {
    renderShell(1, '/lelo-forms/abc');
    expect(
      within(nav()).getByRole('link', { name: 'Secondary Enrollments' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Interests' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the staff header', () => {
  it('greets the member by first name beside the default avatar (no Entra ID client id configured)', () => {
    renderShell(3);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByText('Hello, Adrian')).toBeTruthy();
    expect(screen.getByTestId('staff-avatar-default').getAttribute('aria-label')).toBe(
      'Profile picture of Adrian Mendoza',
    );
    expect(screen.getByRole('main').textContent).toContain('Page content');
  });

  it('opens and closes the sidebar menu with its button (narrow screens), Escape returning focus to it', () => {
    renderShell(1);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav().id);
    fireEvent.click(button);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(within(nav()).getByRole('link', { name: 'Interests' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
