import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { MyExportsButton } from './my-exports.tsx';
import { captureDownloads } from './test-utils/capture-downloads.ts';

const job = (jobId: string, status: string, recordsDone: number) => ({
  jobId,
  kind: 'registration-excel',
  status,
  fileName: 'registration_data.xlsx',
  recordCount: 1200,
  recordsDone,
  createdAt: '2026-12-07T18:30:00.000Z',
  finishedAt: status === 'done' ? '2026-12-07T18:31:00.000Z' : null,
  expiresAt: '2026-12-08T18:30:00.000Z',
  downloadUrl: status === 'done' ? `/api/exports/${jobId}/file` : null,
});
const DONE = 'a'.repeat(32);
const RUNNING = 'b'.repeat(32);

const saved = captureDownloads();

beforeEach(() => stubResizeObserver());

describe('MyExportsButton', () => {
  it("lists the caller's exports with their state and downloads a ready one again", async () => {
    const { requests } = mockApi({
      '/api/exports': [jsonReply(200, { exports: [job(RUNNING, 'running', 300), job(DONE, 'done', 1200)] })],
      [`/api/exports/${DONE}/file`]: [
        () =>
          new Response(new Uint8Array(4), {
            status: 200,
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': 'attachment; filename="registration_data.xlsx"',
            },
          }),
      ],
    });
    renderWithProviders(<MyExportsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'My exports' }));
    const table = await screen.findByRole('table', { name: 'My exports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['registration_data.xlsx12/07/2026 10:30 AM', 'Exporting (25%)1,200 records', ''],
      ['registration_data.xlsx12/07/2026 10:30 AM', 'Ready1,200 records', 'Download'],
    ]);
    fireEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Download registration_data\.xlsx/ }),
    );
    await waitFor(() => expect(saved.map(({ download }) => download)).toEqual(['registration_data.xlsx']));
    expect(requests.map((request) => request.url)).toContain(`/api/exports/${DONE}/file`);
  });

  it('says so when there is no export of the last 24 hours', async () => {
    mockApi({ '/api/exports': [jsonReply(200, { exports: [] })] });
    renderWithProviders(<MyExportsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'My exports' }));
    expect(await screen.findByText('No exports in the last 24 hours.')).toBeTruthy();
  });
});
