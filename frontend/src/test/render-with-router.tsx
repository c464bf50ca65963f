import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
  useRoutes,
} from 'react-router-dom';
import { BrandProvider } from '../brand/brand-context.tsx';
import { NotificationProvider } from '../components/notification-banner/notification-banner.tsx';
import { guardHistory } from '../lib/router/guarded-history.ts';
import { GuardedRouter } from '../lib/router/guarded-router.tsx';
import '../i18n/i18n.ts';

/** Where a test's router is, and a way to move it as the family's browser would. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  /** A link or navigate() (a path), or the browser's Back and Forward (a number of entries). */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

/**
 * The app's router (GuardedRouter: what the leave warning needs) over a memory history that starts at
 * `url`, with `children` inside it.
 */
export function memoryRouter(url: string, children: ReactNode): { router: TestRouter; element: ReactNode } {
  const history = guardHistory(createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (replace) history.replace(to, state);
      else history.push(to, state);
    },
  };
  return { router, element: <GuardedRouter history={history}>{children}</GuardedRouter> };
}

export interface RouterOptions {
  /** The router's starting address, e.g. '/register?site=abc'. */
  url: string;
  /** Host name the brand follows ('localhost' is the default brand, Learn4Life). */
  host: string;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `routes` in the app's router over a memory history inside the app's providers (i18n, query
 * client without retries, brand, Fluent, notifications), with a stand-in home page at '/'. Returns
 * the render result and the router, to follow or drive navigation.
 */
export function renderWithRouter(routes: RouteObject[], { url, host }: RouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { router, element } = memoryRouter(
    url,
    <Pages routes={[...routes, { path: '/', element: <p>Home</p> }]} />,
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider host={host}>
        <FluentProvider theme={webLightTheme}>
          <NotificationProvider>{element}</NotificationProvider>
        </FluentProvider>
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
