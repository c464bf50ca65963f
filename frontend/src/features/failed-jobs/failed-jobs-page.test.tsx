import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply } from '../../test/mock-api.ts';
import { FailedJobsPage } from './failed-jobs-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const JOB = {
  id: '8a7c3f1e-2b4d-4e6f-9a1b-3c5d7e9f1a2b',
  kind: 'email',
  detail: 'lelo',
  entryId: 'entry-1',
  failedAt: '2026-11-23T10:00:00.000Z',
  reason: 'EmailJobIncompleteError: 1 of 3 recipients pending',
  tries: 5,
};
const AGREEMENT = {
  ...JOB,
  id: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
  kind: 'agreement',
  detail: 'signed agreement',
  entryId: 'entry-2',
  reason: null,
  tries: null,
};

describe('FailedJobsPage', () => {
  it('lists each failed job and retries one, then shows the updated list', async () => {
    const { requests } = renderStaffPage(<FailedJobsPage />, {
      user: { level: 3 },
      route: '/failed-jobs',
      api: {
        '/api/failed-jobs': [
          jsonReply(200, { count: 2, jobs: [JOB, AGREEMENT] }),
          jsonReply(200, { count: 1, jobs: [AGREEMENT] }),
        ],
        [`/api/failed-jobs/${JOB.id}/retry`]: [jsonReply(200, { ...JOB, reason: null, tries: null })],
      },
    });
    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['E-mail (lelo)', 'entry-1'],
      ['Signed agreement', 'entry-2'],
    ]);
    expect(rows[0]?.textContent).toContain('EmailJobIncompleteError: 1 of 3 recipients pending');
    expect(rows[1]?.textContent).toContain('Not recorded');

    fireEvent.click(screen.getByRole('button', { name: 'Retry the E-mail (lelo) job of entry entry-1' }));
    expect(await screen.findByText('The job was put back to work.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('entry-1')).toBeNull());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/failed-jobs',
      `POST /api/failed-jobs/${JOB.id}/retry`,
      'GET /api/failed-jobs',
    ]);
    // A loaded test machine takes seconds to render Fluent's table.
  }, 40_000);

  it('says so when nothing failed', async () => {
    renderStaffPage(<FailedJobsPage />, {
      route: '/failed-jobs',
      api: { '/api/failed-jobs': [jsonReply(200, { count: 0, jobs: [] })] },
    });
    expect(await screen.findByText('No failed jobs.')).toBeTruthy();
  });
});
