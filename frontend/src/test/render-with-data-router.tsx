import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { BrandProvider } from '../brand/brand-context.tsx';
import { NotificationProvider } from '../components/notification-banner/notification-banner.tsx';
import '../i18n/i18n.ts';

export interface DataRouterOptions {
  /** The router's starting address, e.g. '/register?site=abc'. */
  url: string;
  /** Host name the brand follows ('localhost' is the default brand, Learn4Life). */
  host: string;
}

/**
 * Renders `routes` in a memory data router (what the leave warning's blocker needs) inside the app's
 * providers (i18n, query client without retries, brand, Fluent, notifications), with a stand-in home
 * page at '/'. Returns the render result and the router, to follow or drive navigation.
 */
export function renderWithDataRouter(routes: RouteObject[], { url, host }: DataRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '/', element: <p>Home</p> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider host={host}>
        <FluentProvider theme={webLightTheme}>
          <NotificationProvider>
            <RouterProvider router={router} />
          </NotificationProvider>
        </FluentProvider>
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
