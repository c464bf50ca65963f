import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockApi, stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { fileNameOf } from './download-file.ts';
import { ExportButton } from './export-button.tsx';
import { formatBytes } from './format-progress.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const request = { path: '/api/enrollment/export', method: 'POST', json: { filter: 'under18' } } as const;

let saved: { href: string; download: string }[];

beforeEach(() => {
  stubResizeObserver();
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
