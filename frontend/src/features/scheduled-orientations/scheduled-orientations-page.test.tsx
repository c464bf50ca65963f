import type { BatchStatusUpdateResponse, OrientationListPage, ScheduledOrientationRow } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, factNamesOf } from '../../components/staff-table/test-utils/staff-cards.ts';
import {
  expectStaffListShown,
  staffRowOf as rowOf,
  staffListPage,
} from '../../components/staff-table/test-utils/staff-rows.ts';
import { rowBuilder, staffListTest } from '../../staff-session/test-utils/staff-list.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { ScheduledOrientationsPage } from './scheduled-orientations-page.tsx';

const LIST = '/api/registration/orientations';
const BATCH = '/api/registration/batch-status-update';

const row = rowBuilder<ScheduledOrientationRow>({
  id: 'r-ana',
  charter_id: 'charter-1',
  etag: '"etag-ana"',
  orientationType: 'LIVE',
  orientationDate: '05/04/2026 09:00AM',
  status: 'Orientation Scheduled',
  learningCenterName: 'Sierra Valley - Fresno',
  enrollment: 'Regular',
  firstName: 'Ana',
  lastName: 'Lopez',
  age: 15,
  programs: ['504', 'IEP'],
});

const ANA = row({});
const BEN = row({
  id: 'r-ben',
  etag: '"etag-ben"',
  orientationType: 'VIRTUAL',
  orientationDate: 'Virtual',
  status: 'Virtual Orientation Sent',
  enrollment: 'Intersession',
  firstName: 'Ben',
  lastName: 'Stone',
  age: 19,
  programs: [],
});
const CAL = row({ id: 'r-cal', etag: '"etag-cal"', firstName: 'Cal', lastName: 'Reyes', age: 16 });

const listPage = (rows: ScheduledOrientationRow[], nextCursor: string | null = null): OrientationListPage =>
  staffListPage(rows, rows.length, nextCursor);

const {
  render: renderPage,
  addressOnClicking,
  cellsOf: cells,
} = staffListTest({
  page: <ScheduledOrientationsPage />,
  api: LIST,
  route: '/scheduled-orientations',
  firstPage: listPage([ANA, BEN]),
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

// Fluent's tables make role queries slow in jsdom; a loaded machine needs more than the default 5 s.
describe("the 'Scheduled Orientations' list", { timeout: 20_000 }, () => {
  it('shows the title, the spec columns in order, the count and the rows', async () => {
    const { requests } = renderPage(2);
    await expectStaffListShown('Scheduled Orientations', 'Scheduled orientations', [
      '',
      'Orientation Date',
      'Status',
      'Learning Center',
      'Enrollment',
      'Student Name',
      'Age',
      'Programs',
      'View',
    ]);
    expect(screen.getByText('2 Record(s)')).toBeTruthy();
    expect(cells('Ana Lopez')).toEqual([
      '',
      '05/04/2026 09:00AM',
      'Orientation Scheduled',
      'Sierra Valley - Fresno',
      'Regular',
      'Ana Lopez',
      '15',
      '504, IEP',
      'View',
    ]);
    expect(cells('Ben Stone').slice(1, 5)).toEqual([
      'Virtual',
      'Virtual Orientation Sent',
      'Sierra Valley - Fresno',
      'Intersession',
    ]);
    const view = within(rowOf('Ben Stone')).getByRole('link', { name: 'View the registration of Ben Stone' });
    expect(view.getAttribute('href')).toBe('/registration-forms/r-ben');
    fireEvent.click(view);
    expect(currentLocation()).toBe('/registration-forms/r-ben');
    expect(requests[0]?.url).toBe(LIST);
  });

  it('sorts the six spec columns with the cycle; Programs and View do not sort', async () => {
    const { requests } = renderPage(2);
    await screen.findByRole('table');
    for (const name of ['Orientation Date', 'Status', 'Learning Center', 'Enrollment', 'Student Name', 'Age'])
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeTruthy();
    for (const name of ['Programs', 'View'])
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    const date = screen.getByRole('columnheader', { name: 'Orientation Date' });
    fireEvent.click(within(date).getByRole('button'));
    await waitFor(() => expect(requests.at(-1)?.url).toBe(`${LIST}?sort=orientationDate&order=asc`));
    fireEvent.click(within(date).getByRole('button'));
    await waitFor(() => expect(requests.at(-1)?.url).toBe(`${LIST}?sort=orientationDate&order=desc`));
    fireEvent.click(within(date).getByRole('button'));
    await waitFor(() => expect(date.getAttribute('aria-sort')).toBe('none'));
    expect(requests.at(-1)?.url).toBe(LIST);
  });

  it('selects rows by their named boxes and select-all; the button says how many', async () => {
    renderPage(2, [jsonReply(200, listPage([ANA, BEN, CAL]))]);
    await screen.findByRole('table');
    const button = () => screen.getByRole('button', { name: /Set to Completed Orientation/ });
    expect(button().textContent).toBe('Set to Completed Orientation (0 selected)');
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.click(checkbox('Select Ana Lopez'));
    expect(button().textContent).toBe('Set to Completed Orientation (1 selected)');
    expect(currentLocation()).toBe('/scheduled-orientations');
    const all = checkbox('Select all orientations');
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(button().textContent).toBe('Set to Completed Orientation (3 selected)');
    expect(checkbox('Select Ben Stone').checked).toBe(true);
    fireEvent.click(all);
    expect(button().textContent).toBe('Set to Completed Orientation (0 selected)');
    expect(checkbox('Select Cal Reyes').checked).toBe(false);
  });

  it('completes the selected rows with their ETags, shows each outcome and keeps the refused one selected', async () => {
    const answer: BatchStatusUpdateResponse = {
      results: [
        { id: 'r-ana', outcome: 'completed', studentName: 'Ana Lopez', message: '' },
        {
          id: 'r-ben',
          outcome: 'conflict',
          studentName: 'Ben Stone',
          message: 'This registration was changed by someone else. Please reload it and try again.',
        },
      ],
    };
    const benFresh = { ...BEN, etag: '"etag-ben-2"' };
    const { requests } = renderPage(
      2,
      [jsonReply(200, listPage([ANA, BEN, CAL])), jsonReply(200, listPage([benFresh, CAL]))],
      undefined,
      { [BATCH]: [jsonReply(200, answer)] },
    );
    await screen.findByRole('table');
    fireEvent.click(checkbox('Select Ana Lopez'));
    fireEvent.click(checkbox('Select Ben Stone'));
    fireEvent.click(screen.getByRole('button', { name: 'Set to Completed Orientation (2 selected)' }));
    // Nothing is sent before the confirmation, which says the families will be e-mailed.
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete these orientations?' });
    expect(dialog.textContent).toContain(
      '2 registration(s) will be marked Enrollment Complete, and each family will be e-mailed that the enrollment is complete.',
    );
    expect(requests.find((request) => request.url === BATCH)).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete 2 and e-mail the families' }));

    const results = await screen.findByRole('list', { name: 'Results of Set to Completed Orientation' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Ana Lopez's Enrollment Completed",
      'Ben Stone: This registration was changed by someone else. Please reload it and try again.',
    ]);
    const batch = requests.find((request) => request.url === BATCH);
    expect(batch?.method).toBe('PATCH');
    expect(batch?.body).toEqual({
      selectedItems: [
        { id: 'r-ana', etag: '"etag-ana"' },
        { id: 'r-ben', etag: '"etag-ben"' },
      ],
    });
    // The list is read again: Ana has left it; Ben stays selected, now with his fresh ETag.
    await waitFor(() => expect(screen.queryByText('Ana Lopez')).toBeNull());
    expect(screen.getByText('2 Record(s)')).toBeTruthy();
    expect(checkbox('Select Ben Stone').checked).toBe(true);
    expect(checkbox('Select Cal Reyes').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Set to Completed Orientation (1 selected)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Results of Set to Completed Orientation' })).toBeNull();
  });

  it("shows the server's refusal of the whole batch", async () => {
    renderPage(3, [jsonReply(200, listPage([ANA]))], undefined, {
      [BATCH]: [jsonReply(400, { message: 'Please select 100 orientations or fewer.' })],
    });
    await screen.findByRole('table');
    fireEvent.click(checkbox('Select Ana Lopez'));
    fireEvent.click(screen.getByRole('button', { name: /Set to Completed Orientation/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete 1 and e-mail the families' }));
    expect((await screen.findByTestId('orientation-result-error')).textContent).toContain(
      'Please select 100 orientations or fewer.',
    );
    await waitFor(() => expect(checkbox('Select Ana Lopez').checked).toBe(true));
  });

  it('gives a User the list without boxes or the button; a row opens the registration', async () => {
    renderPage(1);
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Set to Completed Orientation/ })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    expect(await addressOnClicking('Ben Stone')).toBe('/registration-forms/r-ben');
  });

  it('shows cards with a named box each in the grid view', async () => {
    renderPage(2, undefined, '/scheduled-orientations?view=grid');
    const ben = await cardOf(2, 1, 'Ben Stone');
    expect(factNamesOf(ben)).toEqual([
      'Orientation Date',
      'Status',
      'Learning Center',
      'Enrollment',
      'Age',
      'Programs',
    ]);
    fireEvent.click(within(ben).getByRole('checkbox', { name: 'Select Ben Stone' }));
    expect(currentLocation()).toBe('/scheduled-orientations?view=grid');
    expect(screen.getByRole('button', { name: 'Set to Completed Orientation (1 selected)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all orientations' }));
    expect(screen.getByRole('button', { name: 'Set to Completed Orientation (2 selected)' })).toBeTruthy();
  });

  it('shows the empty state in the spec words', async () => {
    renderPage(2, [jsonReply(200, listPage([]))]);
    expect(await screen.findByText('No Scheduled Orientations to process')).toBeTruthy();
    expect(screen.getByText('Good Job!')).toBeTruthy();
    expect(screen.getByText('0 Record(s)')).toBeTruthy();
  });

  it("pages with 'Show more'", async () => {
    const { requests } = renderPage(2, [
      jsonReply(200, { ...listPage([ANA]), nextCursor: 'next1', total: 2 }),
      jsonReply(200, { rows: [BEN], nextCursor: null, total: null }),
    ]);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Ben Stone');
    expect(requests.at(-1)?.url).toBe(`${LIST}?cursor=next1`);
    expect(screen.getByText('2 Record(s)')).toBeTruthy();
  });
});
