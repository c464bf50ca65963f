import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { reportCaughtError } from '../../../lib/error-reporter.ts';
import { aadClientId } from './aad-config.ts';
import { DefaultAvatar } from './default-avatar.tsx';

// MSAL comes with this chunk only, and only when an Entra ID client id is configured.
const GraphAvatar = lazy(() => import('./graph-avatar.tsx'));

class AvatarBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    reportCaughtError('staff-avatar', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The signed-in member's avatar: their Microsoft Graph photo through MSAL when an Entra ID client id
 * is configured (VITE_AAD_CLIENT_ID); the default avatar otherwise, while loading and on failure.
 */
export function StaffAvatar({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('staffShell');
  const label = t('avatarLabel', { name });
  const fallback = <DefaultAvatar name={name} label={label} />;
  const clientId = aadClientId();
  if (!clientId) return fallback;
  return (
    <AvatarBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <GraphAvatar clientId={clientId} name={name} email={email} label={label} />
      </Suspense>
    </AvatarBoundary>
  );
}
