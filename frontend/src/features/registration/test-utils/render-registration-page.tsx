import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { BrandProvider } from '../../../brand/brand-context.tsx';
import { NotificationProvider } from '../../../components/notification-banner/notification-banner.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { RegistrationPage } from '../registration-page.tsx';
import type { StepComponents } from '../step-types.ts';

interface RenderOptions {
  url?: string;
  host?: string;
  stepComponents?: StepComponents;
}

/** The registration page with the app's providers in a data router (the leave warning needs one). */
export function renderRegistrationPage({
  url = '/register',
  host = 'localhost',
  stepComponents,
}: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const page = <RegistrationPage {...(stepComponents ? { stepComponents } : {})} />;
  const router = createMemoryRouter(
    [
      { path: '/register', element: page },
      { path: '/register-interest', element: page },
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

type Reply = Response | Error | ((request: RecordedRequest) => Response | Error | Promise<Response>);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const reply = {
  json,
  notFound: () => json(404, { message: 'Not found' }),
  serverError: () => json(500, { message: 'Internal error' }),
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
    const answer = typeof next === 'function' ? await next(request) : next;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error(`No reply for ${url}`);
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** jsdom lacks ResizeObserver (Fluent's MessageBar) and implements no scrolling. */
export function stubBrowser(): { scrollTo: ReturnType<typeof vi.fn> } {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return { scrollTo };
}
