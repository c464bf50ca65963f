import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSummary } from '../../api/sessions/test-utils/session-summary.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { SessionListPage } from './session-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const LISTED = [
  sessionSummary('Fall 2027', {
    _id: 's1',
    status: 'Inactive',
    enrollmentStart: '2027-08-01',
    enrollmentEnd: '2027-09-30',
  }),
  sessionSummary('Summer 2027', { _id: 's2', schoolYear: '2026-2027' }),
];

function open(reply: Response, level: 2 | 3 = 3) {
  return renderStaffPage(<SessionListPage />, {
    route: '/intersession',
    user: { level },
    api: { '/api/sessions': [reply] },
  });
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('/intersession', { timeout: 30_000 }, () => {
  it('lists Name, Status and School Year with the count, and searches by name, status or school year', async () => {
    open(jsonReply(200, LISTED));
    expect(await screen.findByText('2 Sessions')).toBeTruthy();
    expect(names()).toEqual(['Fall 2027', 'Summer 2027']);
    expect(screen.getByRole('link', { name: 'Setup Courses of Summer 2027' }).getAttribute('href')).toBe(
      '/edit-courses/summer-2027/s2',
    );
    const search = screen.getByRole('searchbox', { name: 'Search sessions' }) as HTMLInputElement;
    expect(search.maxLength).toBe(50);
    fireEvent.change(search, { target: { value: 'inactive' } });
    expect(names()).toEqual(['Fall 2027']);
    expect(screen.getByText('1 Sessions')).toBeTruthy();
    fireEvent.change(search, { target: { value: '2026-2027' } });
    expect(names()).toEqual(['Summer 2027']);
    fireEvent.change(search, { target: { value: 'SUMMER' } });
    expect(names()).toEqual(['Summer 2027']);
    fireEvent.change(search, { target: { value: 'winter' } });
    expect(screen.getByText('No sessions match your search.')).toBeTruthy();
    expect(screen.getByText('0 Sessions')).toBeTruthy();
  });

  it("shows each session's enrollment dates and whether it is open", async () => {
    open(jsonReply(200, LISTED));
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    await screen.findByText('2 Sessions');
    expect(within(row('Summer 2027')).getByText('Open 01/01/2000 – 12/31/2999')).toBeTruthy();
    expect(within(row('Fall 2027')).getByText('Inactive', { selector: 'td:nth-child(3)' })).toBeTruthy();
  });

  it('hides Edit Profile and Add New Registration Profile from a Contributor', async () => {
    open(jsonReply(200, LISTED), 2);
    expect(await screen.findByRole('link', { name: 'Setup Courses of Fall 2027' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Edit Profile/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add New Registration Profile' })).toBeNull();
  });

  it('says when there are no sessions, and offers Try Again when they could not be loaded', async () => {
    const empty = open(jsonReply(200, []));
    expect(await screen.findByText('No sessions yet.')).toBeTruthy();
    empty.unmount();
    vi.unstubAllGlobals();
    open(jsonReply(500, { message: 'down' }));
    expect(await screen.findByText('The sessions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
