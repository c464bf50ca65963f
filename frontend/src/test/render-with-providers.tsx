import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { BrandProvider, useBrand } from '../brand/brand-context.tsx';
import { brandTheme } from '../brand/brand-theme.ts';
import { NotificationProvider } from '../components/notification-banner/notification-banner.tsx';
import { guardHistory } from '../lib/router/guarded-history.ts';
import { GuardedRouter } from '../lib/router/guarded-router.tsx';
import '../i18n/i18n.ts';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export interface ProviderOptions {
  /** Host name the brand follows ('localhost' is the default brand, Learn4Life; 'flexhigh.org' is Flex High). */
  host?: string;
  /** The router's starting address, e.g. '/information?site=abc'. */
  route?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

function ThemedFluent({ children }: { children: ReactNode }) {
  return <FluentProvider theme={brandTheme(useBrand())}>{children}</FluentProvider>;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="test-location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

interface TestProvidersProps {
  host: string;
  route: string;
  queryClient: QueryClient;
  children: ReactNode;
}

function TestProviders({ host, route, queryClient, children }: TestProvidersProps) {
  // The app's router (what a leave warning needs) over a memory history starting at `route`.
  const [history] = useState(() =>
    guardHistory(createMemoryHistory({ initialEntries: [route], v5Compat: true })),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider host={host}>
        <ThemedFluent>
          <NotificationProvider>
            <GuardedRouter history={history}>
              {children}
              <LocationProbe />
            </GuardedRouter>
          </NotificationProvider>
        </ThemedFluent>
      </BrandProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the app's providers (i18n, query client, brand, Fluent theme, notifications, router). */
export function renderWithProviders(
  ui: ReactElement,
  { host = 'localhost', route = '/', queryClient = createTestQueryClient() }: ProviderOptions = {},
): ReturnType<typeof render> & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders host={host} route={route} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}

/** The router's current path and query, as rendered by the probe `renderWithProviders` adds. */
export function currentLocation(): string {
  return screen.getByTestId('test-location').textContent ?? '';
}
