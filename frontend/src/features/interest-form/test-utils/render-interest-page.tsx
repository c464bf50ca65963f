import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { BrandProvider } from '../../../brand/brand-context.tsx';
import { NotificationProvider } from '../../../components/notification-banner/notification-banner.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { InterestFormPage } from '../interest-form-page.tsx';

/** The interest page with the app's providers, at `url`, on the brand of `host`. */
export function renderInterestPage({ url = '/interest', host = 'learn4life.localhost' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/interest', element: <InterestFormPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandProvider host={host}>
          <FluentProvider theme={webLightTheme}>
            <NotificationProvider>
              <RouterProvider router={router} />
            </NotificationProvider>
          </FluentProvider>
        </BrandProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Error | ((request: RecordedRequest) => Response | Error);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const reply = {
  json,
  created: () => json(201, { id: 'interest-1', _uuid: '3f0b7a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }),
  notFound: () => json(404, { message: 'Site not found' }),
  networkError: () => new TypeError('Failed to fetch'),
};

/**
 * Replaces fetch: each call to a path answers with the next reply queued for it (the last one repeats).
 * Error reports (/api/log-error) are accepted silently. Returns the requests made, in order.
 */
export function mockApi(routes: Record<string, Reply[]>) {
  const requests: RecordedRequest[] = [];
  const calls = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    if (path === '/api/log-error') return new Response(null, { status: 204 });
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    requests.push(request);
    const queue = routes[path];
    if (!queue || queue.length === 0) throw new Error(`Unexpected request to ${url}`);
    const index = calls.get(path) ?? 0;
    calls.set(path, index + 1);
    const next = queue[Math.min(index, queue.length - 1)];
    const answer = typeof next === 'function' ? next(request) : next;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error(`No reply for ${url}`);
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** jsdom lacks ResizeObserver, which Fluent's MessageBar (the notification banner) uses. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}
