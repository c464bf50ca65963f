import type { InterestListPage as InterestListPageData, InterestListRow } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStaffListShown, staffListPage } from '../../components/staff-table/test-utils/staff-rows.ts';
import { rowBuilder, staffListTest } from '../../staff-session/test-utils/staff-list.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { InterestListPage } from './interest-list-page.tsx';

const row = rowBuilder<InterestListRow>({
  id: 'i-new',
  charter_id: 'charter-1',
  _uuid: 'u-new',
  createdAt: '2026-03-07T18:00:00.000Z',
  status: 'New Interest',
  enrollstatus: 'No',
  lastContactDate: null,
  studentFirstName: 'Ana',
  studentLastName: 'Lopez',
  birthDate: '2010-05-01',
  phone: '555-123-4567',
  primaryEmail: 'ana@example.com',
  learningCenterId: 'site-1',
  learningCenterName: 'Sierra Valley - Fresno',
  learningCenterCharter: 'Sierra Valley Learning Academy',
  age: 15,
});

const ROWS = [
  row({}),
  row({
    id: 'i-sub',
    status: 'Enrollment Submitted',
    enrollstatus: 'Yes',
    registrationId: 'r-ben',
    studentFirstName: 'Ben',
    studentLastName: 'Stone',
  }),
  row({ id: 'i-enr', enrollstatus: 'Yes', studentFirstName: 'Cora', studentLastName: 'Reyes' }),
  row({
    id: 'i-fol',
    status: 'Follow up Required',
    lastContactDate: '2026-04-02T17:00:00.000Z',
    studentFirstName: 'Dev',
    studentLastName: 'Shah',
  }),
];

const {
  render: renderList,
  addressOnClicking,
  cellsOf,
} = staffListTest({
  page: <InterestListPage />,
  api: '/api/enrollment',
  route: '/interest-forms',
  firstPage: staffListPage(ROWS) satisfies InterestListPageData,
});

describe("the 'Interest Forms' list", () => {
  it('shows the title, toggles, columns, the count and the rows', async () => {
    const { requests } = renderList(3);
    await expectStaffListShown('Interest Forms', 'Interest forms', [
      'Submit Date',
      'Status',
      'Learning Center',
      'Student Name',
      'Age',
      'Phone',
      'Email',
      'Last Contact',
    ]);
    for (const name of ['Under 18', 'Over 18', 'Not Interested', 'Transferred to Registration']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByText('4 Record(s)')).toBeTruthy();
    const cells = cellsOf('Dev Shah');
    expect(cells).toEqual([
      '03/07/2026',
      'Follow up Required',
      'Sierra Valley - Fresno',
      'Dev Shah',
      '15',
      '555-123-4567',
      'ana@example.com',
      '04/02/2026',
    ]);
    expect(requests[0]?.url).toBe('/api/enrollment');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });

  it('asks the server for the toggle and the sort', async () => {
    const { requests } = renderList(3);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Transferred to Registration' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/enrollment?filter=transferred'));
    const age = screen.getByRole('columnheader', { name: 'Age' });
    fireEvent.click(within(age).getByRole('button'));
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/api/enrollment?filter=transferred&sort=age&order=asc'),
    );
  });

  it('opens the registration made from an enrolled entry', async () => {
    renderList(3);
    expect(await addressOnClicking('Ben Stone')).toBe('/registration-forms/r-ben');
  });

  it('opens the detail of an enrolled entry whose registration is not recorded, and of the others', async () => {
    renderList(3);
    expect(await addressOnClicking('Cora Reyes')).toBe('/interest-forms/i-enr');
  });

  it('opens an open entry', async () => {
    renderList(3);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Ana Lopez' }));
    expect(currentLocation()).toBe('/interest-forms/i-new');
  });

  it("tells a User they don't have edit option, still sending transferred entries to the registration", async () => {
    renderList(1);
    expect(await addressOnClicking('Ana Lopez')).toBe('/interest-forms');
    expect(await screen.findByText("You don't have edit option")).toBeTruthy();
    expect(currentLocation()).toBe('/interest-forms');
    expect(await addressOnClicking('Ben Stone')).toBe('/registration-forms/r-ben');
  });

  it('tells a User an enrolled entry without a recorded registration is no longer edited', async () => {
    renderList(1);
    expect(await addressOnClicking('Cora Reyes')).toBe('/interest-forms');
    expect(
      await screen.findByText("Already enrollment done, you can't edit the interest forms"),
    ).toBeTruthy();
    expect(currentLocation()).toBe('/interest-forms');
  });

  it('shows the cards with the same facts in the grid view', async () => {
    renderList(3, undefined, '/interest-forms?view=grid');
    const cards = await screen.findAllByTestId('staff-table-card');
    expect(cards).toHaveLength(4);
    const dev = cards[3] as HTMLElement;
    expect(within(dev).getByRole('heading', { name: 'Dev Shah' })).toBeTruthy();
    for (const text of ['03/07/2026', 'Follow up Required', 'Sierra Valley - Fresno', '15', '04/02/2026']) {
      expect(within(dev).getByText(text)).toBeTruthy();
    }
  });

  it('shows the empty state in the spec words', async () => {
    renderList(3, [jsonReply(200, staffListPage([]))]);
    expect(await screen.findByText('Looks like were out of Interest forms')).toBeTruthy();
    expect(screen.getByText('Good Job!')).toBeTruthy();
    expect(screen.getByText('0 Record(s)')).toBeTruthy();
  });
});
