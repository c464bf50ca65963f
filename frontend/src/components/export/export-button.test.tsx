import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { fileNameOf } from './download-file.ts';
import { ExportButton } from './export-button.tsx';
import { formatBytes } from './format-progress.ts';
import { captureDownloads } from './test-utils/capture-downloads.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const request = { path: '/api/enrollment/export', method: 'POST', json: { filter: 'under18' } } as const;

const saved = captureDownloads();

beforeEach(() => stubResizeObserver());

function renderButton(options: { filtered?: boolean; empty?: boolean } = {}) {
  return renderWithProviders(
    <ExportButton
      label="Export to Excel"
      request={request}
      fallbackFileName="interest_data.xlsx"
      {...options}
    />,
  );
}

/** A streamed file answer whose chunks the test releases one by one. */
function controlledFile(recordCount: number) {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="interest_data.xlsx"; filename*=UTF-8''interest_data.xlsx`,
      'X-Record-Count': String(recordCount),
    },
  });
  return {
    response,
    push: (bytes: number) => controller?.enqueue(new Uint8Array(bytes)),
    end: () => controller?.close(),
  };
}

describe('ExportButton', () => {
  it('posts the filters, shows the records and bytes while running, disables itself, then saves the file', async () => {
    const file = controlledFile(1234);
    const fetchMock = vi.fn(async () => file.response);
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    const button = screen.getByRole('button', { name: 'Export to Excel' });
    fireEvent.click(button);

    file.push(2.1 * 1024 * 1024);
    const live = await screen.findByText('Exporting 1,234 records… 2.1 MB');
    expect(live.getAttribute('role')).toBe('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/enrollment/export');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ filter: 'under18' }));
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');

    file.push(1024);
    file.end();
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'interest_data.xlsx' }]));
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows 'No data available for export.' when the server has nothing to export", async () => {
    mockApi({
      '/api/enrollment/export': [
        jsonReply(404, { message: 'No data available for export.', code: 'export.empty' }),
      ],
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'No data available for export.',
    );
    expect(saved).toEqual([]);
  });

  it('names the current filters when a narrowed list has nothing to export', async () => {
    mockApi({
      '/api/enrollment/export': [
        jsonReply(404, { message: 'No data available for export.', code: 'export.empty' }),
      ],
    });
    renderButton({ filtered: true });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'No data available to export with the current filters.',
    );
  });

  it('does nothing but say so when the screen knows the list is empty', async () => {
    const { requests } = mockApi({});
    renderButton({ empty: true });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'No data available for export.',
    );
    expect(requests).toEqual([]);
    expect(saved).toEqual([]);
  });

  it("shows 'Failed to export data. Please try again.' on a server error or a body cut short", async () => {
    mockApi({ '/api/enrollment/export': [jsonReply(500, { message: 'Something went wrong on our side.' })] });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Failed to export data. Please try again.',
    );

    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error('connection reset'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { headers: { 'Content-Type': XLSX } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export to Excel' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByTestId('notification-banner').textContent).toBe(
      'Failed to export data. Please try again.',
    );
    expect(saved).toEqual([]);
  });

  it('fails on a network error', async () => {
    mockApi({ '/api/enrollment/export': [new TypeError('Failed to fetch')] });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Failed to export data. Please try again.',
    );
  });
});

describe('ExportButton with an export job', () => {
  const JOB_ID = '0123456789abcdef0123456789abcdef';
  const jobRequest = { ...request, job: true } as const;
  const reading = (status: string, recordsDone: number) =>
    jsonReply(200, {
      jobId: JOB_ID,
      kind: 'interest-excel',
      status,
      fileName: 'interest_data.xlsx',
      recordCount: 2,
      recordsDone,
      createdAt: '2026-12-07T10:00:00.000Z',
      finishedAt: status === 'done' ? '2026-12-07T10:00:02.000Z' : null,
      expiresAt: '2026-12-08T10:00:00.000Z',
      downloadUrl: status === 'done' ? `/api/exports/${JOB_ID}/file` : null,
    });
  const fileReply = () =>
    new Response(new Uint8Array(10), {
      status: 200,
      headers: {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="interest_data.xlsx"`,
        'X-Record-Count': '2',
      },
    });

  afterEach(() => window.sessionStorage.clear());

  function renderJobButton() {
    return renderWithProviders(
      <ExportButton label="Export to Excel" request={jobRequest} fallbackFileName="interest_data.xlsx" />,
    );
  }

  it('starts the job, shows the records written of the records matched, then fetches and saves the file', async () => {
    const { requests } = mockApi({
      '/api/enrollment/export': [jsonReply(202, { jobId: JOB_ID })],
      [`/api/exports/${JOB_ID}`]: [reading('running', 1), reading('done', 2)],
      [`/api/exports/${JOB_ID}/file`]: [fileReply],
    });
    renderJobButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Exporting 1 of 2 records…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0.5');
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'interest_data.xlsx' }]));
    const started = requests.find((sent) => sent.url === '/api/enrollment/export');
    expect(started?.method).toBe('POST');
    expect(started?.body).toEqual({ filter: 'under18' });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('picks up the job this tab started before a reload instead of starting another', async () => {
    window.sessionStorage.setItem('export-job:/api/enrollment/export', JOB_ID);
    const { requests } = mockApi({
      [`/api/exports/${JOB_ID}`]: [reading('done', 2)],
      [`/api/exports/${JOB_ID}/file`]: [fileReply],
    });
    renderJobButton();
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'interest_data.xlsx' }]));
    expect(requests.map((sent) => sent.url)).toEqual([
      `/api/exports/${JOB_ID}`,
      `/api/exports/${JOB_ID}/file`,
    ]);
  });

  it('keeps the job when its file is cut off on the way, and the next press fetches that file again', async () => {
    const { requests } = mockApi({
      '/api/enrollment/export': [jsonReply(202, { jobId: JOB_ID })],
      [`/api/exports/${JOB_ID}`]: [reading('done', 2)],
      [`/api/exports/${JOB_ID}/file`]: [new TypeError('Failed to fetch'), fileReply],
    });
    renderJobButton();
    const button = screen.getByRole('button', { name: 'Export to Excel' });
    fireEvent.click(button);
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Failed to export data. Please try again.',
    );
    expect(window.sessionStorage.getItem('export-job:/api/enrollment/export')).toBe(JOB_ID);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'interest_data.xlsx' }]));
    expect(requests.filter((sent) => sent.url === '/api/enrollment/export')).toHaveLength(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it("shows 'Failed to export data. Please try again.' when the job fails", async () => {
    mockApi({
      '/api/enrollment/export': [jsonReply(202, { jobId: JOB_ID })],
      [`/api/exports/${JOB_ID}`]: [reading('failed', 0)],
    });
    renderJobButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'Failed to export data. Please try again.',
    );
    expect(saved).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('helpers', () => {
  it('reads the exact file name of a Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="Jos_ Lee.pdf"; filename*=UTF-8''Jos%C3%A9%20Lee.pdf`)).toBe(
      'José Lee.pdf',
    );
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf(null)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(850)).toBe('850 B');
    expect(formatBytes(12.4 * 1024)).toBe('12.4 KB');
    expect(formatBytes(2.1 * 1024 * 1024)).toBe('2.1 MB');
  });
});
