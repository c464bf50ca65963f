import type { AccessLogLine, AccessLogPage } from '@enroll/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowBuilder, staffListTest } from '../../staff-session/test-utils/staff-list.tsx';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { AccessLogPage as AccessLogScreen } from './access-log-page.tsx';

const line = rowBuilder<AccessLogLine>({
  id: 'line-1',
  at: '2026-03-07T18:05:00.000Z',
  staffEmail: 'admin@learn4life.example',
  kind: 'detail',
  entity: 'interest',
  screen: 'Interest detail',
  recordCount: 1,
  recordIds: ['interest-1'],
  fileName: null,
  exportStatus: null,
  exportType: null,
});

const OPENED = line({});
const LISTED = line({
  id: 'line-2',
  at: '2026-03-07T17:00:00.000Z',
  staffEmail: 'user@learn4life.example',
  kind: 'list',
  entity: 'registration',
  screen: 'Registration Forms',
  recordCount: 42,
  recordIds: [],
});
const EXPORTED = line({
  id: 'line-3',
  at: '2026-03-06T16:00:00.000Z',
  kind: 'export',
  entity: 'leloRegistration',
  screen: 'Secondary Enrollments Admin Screen',
  recordCount: 0,
  recordIds: [],
  fileName: 'LeloForms_data.xlsx',
  exportStatus: 'failed',
  exportType: 'excel',
});

const page = (rows: AccessLogLine[], total: number | null = rows.length) =>
  ({ rows, nextCursor: null, total }) satisfies AccessLogPage;

const { render: renderAt } = staffListTest({
  page: <AccessLogScreen />,
  api: '/api/access-log',
  route: '/access-log',
  firstPage: page([]),
});
const renderLog = (replies: Reply[], route?: string) => renderAt(3, replies, route);

const logUrls = (requests: { url: string }[]) =>
  requests.map((request) => request.url).filter((url) => url.startsWith('/api/access-log'));

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;

// Fluent's tables make role queries slow in jsdom; a loaded machine needs more than the default 5 s.
describe("the 'Access and Export Log'", { timeout: 30_000 }, () => {
  it('lists reads and exports newest first: when, who, what, which records, where, which file', async () => {
    renderLog([jsonReply(200, page([OPENED, LISTED, EXPORTED]))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Access and Export Log' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Access and export log' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When',
      'Person',
      'What',
      'Records',
      'Screen',
      'File',
    ]);
    const cells = screen.getAllByTestId('staff-table-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['03/07/2026 10:05 AM', 'admin@learn4life.example', 'Opened', 'Interest record', 'Interest detail', ''],
      [
        '03/07/2026 9:00 AM',
        'user@learn4life.example',
        'In a list',
        '42 Registration records',
        'Registration Forms',
        '',
      ],
      [
        '03/06/2026 8:00 AM',
        'admin@learn4life.example',
        'Exported',
        '0 Secondary enrollment records',
        'Secondary Enrollments Admin Screen',
        'LeloForms_data.xlsx (failed)',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Interest record interest-1' }).getAttribute('href')).toBe(
      '/interest-forms/interest-1',
    );
    expect(screen.getByText('Entries: 3')).toBeTruthy();
  });

  it('applies the filters with Search, keeps them in the address, and Clear empties them', async () => {
    const { requests } = renderLog([
      jsonReply(200, page([OPENED])),
      jsonReply(200, page([])),
      jsonReply(200, page([OPENED])),
    ]);
    await screen.findByRole('table');
    fireEvent.change(field('Person'), { target: { value: ' admin@ ' } });
    fireEvent.change(field('Record ID'), { target: { value: 'interest-1' } });
    fireEvent.change(field('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(field('To'), { target: { value: '2026-03-31' } });
    fireEvent.change(field('What'), { target: { value: 'export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(logUrls(requests).at(-1)).toBe(
        '/api/access-log?person=admin%40&record=interest-1&startDate=2026-03-01&endDate=2026-03-31&kind=export',
      ),
    );
    expect(currentLocation()).toBe(
      '/access-log?person=admin%40&record=interest-1&startDate=2026-03-01&endDate=2026-03-31&kind=export',
    );
    expect(await screen.findByText('No entries match your search')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(logUrls(requests).at(-1)).toBe('/api/access-log'));
    expect(field('Person').value).toBe('');
    expect(field('What').value).toBe('');
  });

  it('says what is wrong with a filter under it and asks nothing', async () => {
    const { requests } = renderLog([jsonReply(200, page([OPENED]))]);
    await screen.findByRole('table');
    fireEvent.change(field('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(field('To'), { target: { value: '2026-03-01' } });
    fireEvent.change(field('Record ID'), { target: { value: 'not an id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must be before the end date.')).toBeTruthy();
    expect(
      screen.getByText('A record id has only letters, digits, hyphens and underscores (at most 100).'),
    ).toBeTruthy();
    expect(field('From').getAttribute('aria-invalid')).toBe('true');
    expect(logUrls(requests)).toEqual(['/api/access-log']);
  });

  it('opens with the address’s filters, and says so when nothing is on the log', async () => {
    const { requests } = renderLog([jsonReply(200, page([]))], '/access-log?person=pat&kind=signature');
    expect(await screen.findByText('No entries match your search')).toBeTruthy();
    expect(logUrls(requests)).toEqual(['/api/access-log?person=pat&kind=signature']);
    expect(field('Person').value).toBe('pat');
    expect(field('What').value).toBe('signature');
  });
});
