import type { RegistrationListPage as RegistrationListPageData, RegistrationListRow } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, factNamesOf } from '../../components/staff-table/test-utils/staff-cards.ts';
import { expectStaffListShown, staffListPage } from '../../components/staff-table/test-utils/staff-rows.ts';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { rowBuilder, staffListTest } from '../../staff-session/test-utils/staff-list.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { RegistrationListPage } from './registration-list-page.tsx';

const row = rowBuilder<RegistrationListRow>({
  id: 'r-ana',
  charter_id: 'charter-1',
  _uuid: 'u-ana',
  createdAt: '2026-03-07T18:00:00.000Z',
  status: 'Enrollment Submitted',
  progressLevel: 1,
  processingLevel: 0,
  firstName: 'Ana',
  lastName: 'Lopez',
  birthDate: '2010-05-01',
  studentPrimaryPhone: '555-123-4567',
  studentEmail: 'ana@example.com',
  learningCenterId: 'site-1',
  learningCenterName: 'Sierra Valley - Fresno',
  learningCenterCharter: 'Sierra Valley Learning Academy',
  registerForIntercession: false,
  age: 15,
  enrollmentType: 'Regular',
});

const ROWS = [
  row({}),
  row({
    id: 'r-ben',
    status: 'Orientation Scheduled',
    firstName: 'Ben',
    lastName: 'Stone',
    registerForIntercession: true,
    enrollmentType: 'Intersession',
    createdAt: '2026-04-02T17:00:00.000Z',
    age: 19,
    studentPrimaryPhone: '555-987-6543',
    studentEmail: 'ben@example.com',
  }),
];

const listPage = (rows: RegistrationListRow[], total = rows.length): RegistrationListPageData =>
  staffListPage(rows, total);

const {
  render: renderList,
  addressOnClicking,
  cellsOf: cells,
} = staffListTest({
  page: <RegistrationListPage />,
  api: '/api/registration',
  route: '/registration-forms',
  firstPage: listPage(ROWS),
});

// Fluent's tables make role queries slow in jsdom; a loaded machine needs more than the default 5 s.
describe("the 'Registration Forms' list", { timeout: 20_000 }, () => {
  it('shows the title, the four toggles, the spec columns in order, the count and the rows', async () => {
    const { requests } = renderList(3);
    await expectStaffListShown('Registration Forms', 'Registration forms', [
      'Submit Date',
      'Status',
      'Learning Center',
      'Enrollment',
      'Student Name',
      'Age',
      'Phone',
      'Email',
    ]);
    // Every column sorts: each header holds its sort button.
    for (const header of screen.getAllByRole('columnheader'))
      expect(header.querySelector('button, [role="button"]')).toBeTruthy();
    for (const name of ['Under 18', 'Over 18', 'Completed', 'Terminated']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByText('2 Record(s)')).toBeTruthy();
    expect(cells('Ben Stone')).toEqual([
      '04/02/2026',
      'Orientation Scheduled',
      'Sierra Valley - Fresno',
      'Intersession',
      'Ben Stone',
      '19',
      '555-987-6543',
      'ben@example.com',
    ]);
    expect(cells('Ana Lopez')[3]).toBe('Regular');
    expect(requests[0]?.url).toBe('/api/registration');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });

  it('asks the server for the view toggle and the sort; the active toggle returns to the regular view', async () => {
    const { requests } = renderList(3);
    await screen.findByRole('table');
    const completed = screen.getByRole('button', { name: 'Completed' });
    fireEvent.click(completed);
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/registration?filter=completed'));
    expect(completed.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Terminated' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/registration?filter=terminated'));
    expect(completed.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Terminated' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/registration'));

    const enrollment = screen.getByRole('columnheader', { name: 'Enrollment' });
    fireEvent.click(within(enrollment).getByRole('button'));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/registration?sort=enrollmentType&order=asc'));
    fireEvent.click(within(enrollment).getByRole('button'));
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/api/registration?sort=enrollmentType&order=desc'),
    );
    fireEvent.click(within(enrollment).getByRole('button'));
    await waitFor(() => expect(enrollment.getAttribute('aria-sort')).not.toBe('descending'));
    expect(requests.at(-1)?.url).toBe('/api/registration');
  });

  it('opens the registration on a row click, for a User too', async () => {
    renderList(1);
    expect(await addressOnClicking('Ben Stone')).toBe('/registration-forms/r-ben');
  });

  it('shows the cards with the spec facts in the grid view', async () => {
    renderList(3, undefined, '/registration-forms?view=grid');
    const ben = await cardOf(2, 1, 'Ben Stone');
    expect(factNamesOf(ben)).toEqual([
      'Age',
      'Submit Date',
      'Status',
      'Enrollment',
      'Learning Center',
      'Phone',
      'Email',
    ]);
    for (const text of [
      '19',
      '04/02/2026',
      'Orientation Scheduled',
      'Intersession',
      'Sierra Valley - Fresno',
      '555-987-6543',
      'ben@example.com',
    ]) {
      expect(within(ben).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(ben).getByRole('button', { name: 'Ben Stone' }));
    expect(currentLocation()).toBe('/registration-forms/r-ben');
  });

  it('shows the empty state in the spec words when nothing is left to process', async () => {
    renderList(3, [jsonReply(200, listPage([]))]);
    expect(await screen.findByText('Looks like were out of Registration forms to process')).toBeTruthy();
    expect(screen.getByText('Good Job!')).toBeTruthy();
    expect(screen.getByText('0 Record(s)')).toBeTruthy();
  });

  it("shows 'No data available' in the table when a toggle or search finds nothing", async () => {
    renderList(3, [jsonReply(200, listPage([]))], '/registration-forms?filter=terminated');
    const table = await screen.findByRole('table', { name: 'Registration forms' });
    expect(within(table).getByText('No data available')).toBeTruthy();
    expect(screen.queryByText('Good Job!')).toBeNull();
  });

  it("says 'No data available for export.' without asking the server when the regular view is empty", async () => {
    const { requests } = renderList(3, [jsonReply(200, listPage([]))]);
    await screen.findByText('Good Job!');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'No data available for export.',
    );
    expect(requests.map((request) => request.url)).toEqual(['/api/registration']);
  });

  it('exports the list as filtered, and names an empty narrowed export by its filters', async () => {
    const { requests } = renderStaffPage(<RegistrationListPage />, {
      route: '/registration-forms?filter=completed&search=Lopez&sort=age&order=desc',
      user: { level: 3 },
      api: {
        '/api/registration': [jsonReply(200, listPage(ROWS))],
        '/api/registration/export': [
          jsonReply(404, { message: 'No data available for export.', code: 'export.empty' }),
        ],
      },
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'No data available to export with the current filters.',
    );
    const exported = requests.find((request) => request.url === '/api/registration/export');
    expect(exported?.method).toBe('POST');
    expect(exported?.body).toEqual({ search: 'Lopez', order: 'desc', filter: 'completed', sort: 'age' });
  });
});
