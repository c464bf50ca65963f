import { addDaysIso, businessToday, type LeloListPage, type LeloListRow } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../api/sessions/get-sessions.ts';
import { sessionSummary } from '../../api/sessions/test-utils/session-summary.ts';
import {
  cellTextsOf,
  expectStaffListShown,
  staffListPage,
} from '../../components/staff-table/test-utils/staff-rows.ts';
import { rowBuilder, staffListTest } from '../../staff-session/test-utils/staff-list.tsx';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { LeloListPage as LeloListScreen } from './lelo-list-page.tsx';

const row = rowBuilder<LeloListRow>({
  id: 'l-ana',
  charter_id: 'charter-1',
  _uuid: 'u-ana',
  createdAt: '2026-03-07T18:00:00.000Z',
  status: 'Active',
  firstName: 'Ana',
  lastName: 'Lopez',
  birthDate: '2010-05-01',
  studentEmail: 'ana@example.com',
  studentPrimaryPhone: '555-123-4567',
  charter: 'Sierra Valley Learning Academy',
  learningCenters: 'Sierra Valley - Fresno',
  siteId: 'site-1',
  permaLink: 'summer-2026',
  session_name: 'Summer 2026',
  LeloRegistrationProfile: 'session-summer',
  fileName: null,
  hasSignedAgreement: false,
});

const ANA = row({});
const BEN = row({
  id: 'l-ben',
  _uuid: 'u-ben',
  firstName: 'Ben',
  lastName: 'Stone',
  createdAt: '2026-04-02T17:00:00.000Z',
  status: 'Signed',
  studentEmail: 'ben@example.com',
  studentPrimaryPhone: '555-987-6543',
  fileName: 'BenStone_signed.pdf',
  hasSignedAgreement: true,
});

const SESSIONS: SessionSummary[] = [
  sessionSummary('Fall 2026', { _id: 'session-fall', status: 'Inactive', schoolYear: '2026-2027' }),
  sessionSummary('Summer 2026', { _id: 'session-summer', schoolYear: '2025-2026' }),
];

const page = (rows: LeloListRow[], total: number | null = rows.length, nextCursor: string | null = null) =>
  staffListPage(rows, total, nextCursor) satisfies LeloListPage;

const TODAY = businessToday();
const MONTH_AGO = addDaysIso(TODAY, -30);

const { render: renderList } = staffListTest({
  page: <LeloListScreen />,
  api: '/api/leloRegistration',
  route: '/lelo-forms',
  firstPage: page([ANA]),
  more: { '/api/sessions': [jsonReply(200, SESSIONS)] },
});

const listUrls = (requests: { url: string }[]) =>
  requests.map((request) => request.url).filter((url) => url.startsWith('/api/leloRegistration'));

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;

// Fluent's tables make role queries slow in jsdom; a loaded machine needs more than the default 5 s.
describe("the 'Secondary Enrollments' list", { timeout: 30_000 }, () => {
  it('opens on the default view: Active, the last 30 days, no Signed Agreement column, page 1', async () => {
    const { requests } = renderList(2, [jsonReply(200, page([ANA]))]);
    await expectStaffListShown('Secondary Enrollments', 'Secondary enrollments', [
      'Submit Date',
      'Status',
      'Student Name',
      'Learning Center',
      'Phone Number',
      'Email',
      'Permalink',
    ]);
    expect(cellTextsOf(screen.getByTestId('staff-table-row'))).toEqual([
      '03/07/2026',
      'Active',
      'Ana Lopez',
      'Sierra Valley - Fresno',
      '555-123-4567',
      'ana@example.com',
      'summer-2026',
    ]);
    expect(listUrls(requests)).toEqual(['/api/leloRegistration?status=Active']);
    expect(field('Status').value).toBe('Active');
    expect(field('Start Date').value).toBe(MONTH_AGO);
    expect(field('End Date').value).toBe(TODAY);
    // All Sessions, then only the active sessions.
    await waitFor(() =>
      expect(
        within(field('Session'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Sessions', 'Summer 2026']),
    );
    expect(screen.getByTestId('staff-table-page').textContent).toBe('Page 1 of 1');
    expect(screen.getByTestId('staff-table-range').textContent).toBe('1-1 of 1 Records');
    expect(screen.getByRole('button', { name: 'New Pre Registration' })).toBeTruthy();
  });

  it('shows the Signed Agreement column outside the Active view; a new status clears the other filters', async () => {
    const route = `/lelo-forms?session=session-summer&search=Lopez&startDate=2026-01-01&endDate=2026-02-01&sort=email&order=desc`;
    const { requests } = renderList(3, [jsonReply(200, page([ANA, BEN]))], route);
    await screen.findByRole('table');
    expect(listUrls(requests)[0]).toBe(
      '/api/leloRegistration?status=Active&session=session-summer&startDate=2026-01-01&endDate=2026-02-01&search=Lopez&sort=email&order=desc',
    );
    expect(field('Search').value).toBe('Lopez');
    expect(field('Start Date').value).toBe('2026-01-01');

    fireEvent.change(field('Status'), { target: { value: 'Signed' } });
    await waitFor(() =>
      expect(listUrls(requests).at(-1)).toBe('/api/leloRegistration?status=Signed&sort=email&order=desc'),
    );
    expect(currentLocation()).toBe('/lelo-forms?sort=email&order=desc&status=Signed');
    await waitFor(() => expect(field('Search').value).toBe(''));
    expect(field('Session').value).toBe('');
    expect(field('Start Date').value).toBe(MONTH_AGO);
    expect(field('End Date').value).toBe(TODAY);
    expect(screen.getByRole('columnheader', { name: 'Signed Agreement' })).toBeTruthy();
    const ben = screen.getAllByTestId('staff-table-row')[1] as HTMLElement;
    expect(within(ben).getAllByRole('cell')[6]?.textContent).toBe('Yes');
  });

  it('shows the two date messages on the fields and asks nothing until they are right', async () => {
    const { requests } = renderList(1);
    await screen.findByRole('table');
    fireEvent.change(field('End Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Please select both start and end dates or leave both empty.'),
    ).toBeTruthy();
    expect(field('End Date').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('End Date'), { target: { value: '2026-01-01' } });
    fireEvent.change(field('Start Date'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Start Date must be earlier than End Date.')).toBeTruthy();
    expect(field('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(listUrls(requests)).toEqual(['/api/leloRegistration?status=Active']);

    // Both left empty: every date.
    fireEvent.change(field('Start Date'), { target: { value: '' } });
    fireEvent.change(field('End Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listUrls(requests).at(-1)).toBe('/api/leloRegistration?status=Active&startDate=&endDate='),
    );
    expect(screen.queryByText('Start Date must be earlier than End Date.')).toBeNull();
  });

  it('searches with the Search button, by session at once, and keeps both in the address', async () => {
    const { requests } = renderList(1);
    await screen.findByRole('table');
    await waitFor(() => expect(within(field('Session')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(field('Session'), { target: { value: 'session-summer' } });
    await waitFor(() =>
      expect(listUrls(requests).at(-1)).toBe('/api/leloRegistration?status=Active&session=session-summer'),
    );
    fireEvent.change(field('Search'), { target: { value: '  lopez ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listUrls(requests).at(-1)).toBe(
        `/api/leloRegistration?status=Active&session=session-summer&startDate=${MONTH_AGO}&endDate=${TODAY}&search=lopez`,
      ),
    );
    expect(currentLocation()).toBe(
      `/lelo-forms?session=session-summer&search=lopez&startDate=${MONTH_AGO}&endDate=${TODAY}`,
    );
  });

  it('walks the pages over the cursors: Next, Next, Previous, Previous', async () => {
    const answer: Reply = (request) => {
      const cursor = new URL(request.url, 'http://x').searchParams.get('cursor');
      if (cursor === null) return jsonReply(200, page([ANA, BEN], 5, 'c2'));
      if (cursor === 'c2') return jsonReply(200, page([BEN, ANA], null, 'c3'));
      return jsonReply(200, page([BEN], null, null));
    };
    const { requests } = renderList(1, [answer], '/lelo-forms?pageSize=2');
    await screen.findByRole('table');
    const pageText = () => screen.getByTestId('staff-table-page').textContent;
    const rangeText = () => screen.getByTestId('staff-table-range').textContent;
    const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(pageText()).toBe('Page 1 of 3');
    expect(rangeText()).toBe('1-2 of 5 Records');
    expect(previous().disabled).toBe(true);

    fireEvent.click(next());
    await waitFor(() => expect(pageText()).toBe('Page 2 of 3'));
    expect(rangeText()).toBe('3-4 of 5 Records');
    fireEvent.click(next());
    await waitFor(() => expect(pageText()).toBe('Page 3 of 3'));
    expect(rangeText()).toBe('5-5 of 5 Records');
    expect(next().disabled).toBe(true);
    fireEvent.click(previous());
    await waitFor(() => expect(pageText()).toBe('Page 2 of 3'));
    fireEvent.click(previous());
    await waitFor(() => expect(pageText()).toBe('Page 1 of 3'));
    expect(rangeText()).toBe('1-2 of 5 Records');
    expect(listUrls(requests)).toEqual([
      '/api/leloRegistration?status=Active&pageSize=2',
      '/api/leloRegistration?status=Active&pageSize=2&cursor=c2',
      '/api/leloRegistration?status=Active&pageSize=2&cursor=c3',
      '/api/leloRegistration?status=Active&pageSize=2&cursor=c2',
      '/api/leloRegistration?status=Active&pageSize=2',
    ]);
  });

  it('sorts on the server by a header and opens a row', async () => {
    const { requests } = renderList(1, [jsonReply(200, page([ANA, BEN]))]);
    await screen.findByRole('table');
    const name = screen.getByRole('columnheader', { name: 'Student Name' });
    fireEvent.click(within(name).getByRole('button'));
    await waitFor(() =>
      expect(listUrls(requests).at(-1)).toBe(
        '/api/leloRegistration?status=Active&sort=studentName&order=asc',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ben Stone' }));
    expect(currentLocation()).toBe('/lelo-forms/l-ben');
  });

  it('words the empty state by whether anything narrows the list', async () => {
    const first = renderList(1, [jsonReply(200, page([]))]);
    expect(await screen.findByText("Looks like we're out of Secondary Enrollments to process")).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    renderList(1, [jsonReply(200, page([]))], '/lelo-forms?search=zzz');
    expect(await screen.findByText('No records found matching your search criteria')).toBeTruthy();
  });

  it('New Pre Registration: hidden from a User; asks for a session, then opens the session’s form', async () => {
    const user = renderList(1);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'New Pre Registration' })).toBeNull();
    user.unmount();
    vi.unstubAllGlobals();

    renderList(2);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'New Pre Registration' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a session to proceed.');
    await waitFor(() => expect(within(field('Session')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(field('Session'), { target: { value: 'session-summer' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'New Pre Registration' }));
    expect(currentLocation()).toBe('/pre-forms/summer-2026/session-summer');
  });
});
