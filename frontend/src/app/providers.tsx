import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandProvider, useBrand } from '../brand/brand-context.tsx';
import { brandTheme } from '../brand/brand-theme.ts';
import { NotificationProvider } from '../components/notification-banner/notification-banner.tsx';
import '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';

function ThemedApp({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <FluentProvider theme={brandTheme(brand)} style={{ minHeight: '100vh' }}>
      <NotificationProvider>{children}</NotificationProvider>
    </FluentProvider>
  );
}

/** `host` is the page's host name (the brand follows it); the build's prerender names it. */
export function AppProviders({ children, host }: { children: ReactNode; host?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider host={host}>
        <ThemedApp>{children}</ThemedApp>
      </BrandProvider>
    </QueryClientProvider>
  );
}
