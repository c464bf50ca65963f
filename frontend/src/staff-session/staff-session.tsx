import type { StaffProfile } from '@enroll/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoadFailed } from '../components/load-failed/load-failed.tsx';
import { PageLoading } from '../components/page-state/page-loading.tsx';
import { registerMessages } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiError, type AuthFailure, onAuthFailure } from '../lib/api-client.ts';
import { STAFF_ME_QUERY_KEY, useStaffMe } from './api/get-me.ts';
import { enStaffAuth } from './i18n/en.ts';
import { ADMIN_LOGIN_FAILURE_PATH, ADMIN_LOGIN_PATH } from './login-paths.ts';
import { isWebAppAccount } from './web-app-account.ts';

registerMessages('staffAuth', enStaffAuth);

const StaffUserContext = createContext<StaffProfile | null>(null);

/** Provides `user` to `useStaffUser()`; the session below uses it, and so do tests with a fake user. */
export function StaffUserProvider({ user, children }: { user: StaffProfile; children: ReactNode }) {
  return <StaffUserContext.Provider value={user}>{children}</StaffUserContext.Provider>;
}

/** The signed-in staff member. Only inside the staff pages (under StaffSessionProvider). */
export function useStaffUser(): StaffProfile {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser needs a StaffSessionProvider');
  return user;
}

export function loginPathFor(failure: AuthFailure): string {
  return failure === 'signedOut' ? ADMIN_LOGIN_PATH : ADMIN_LOGIN_FAILURE_PATH;
}

/**
 * The staff session (the spec's "authenticated" guard): loads the signed-in member, and sends the
 * person to /admin-login when nobody is signed in, or to /admin-login?failure=true when they are
 * refused, whether on this load or on any later API call of a staff page.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staffAuth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useStaffMe();

  useEffect(
    () =>
      onAuthFailure((failure) => {
        navigate(loginPathFor(failure), { replace: true });
        // The sign-in page must not take a stale profile for a live session.
        queryClient.removeQueries({ queryKey: STAFF_ME_QUERY_KEY });
      }),
    [navigate, queryClient],
  );

  if (me.isPending) return <PageLoading label={t('loadingProfile')} />;
  if (me.isError) {
    const failure = me.error instanceof ApiError ? me.error.authFailure : undefined;
    if (failure) return <Navigate to={loginPathFor(failure)} replace />;
    return <LoadFailed message={t('loadFailed')} onRetry={() => void me.refetch()} />;
  }
  // The server refuses the web app's own account too; it never gets a staff page.
  if (isWebAppAccount(me.data.name) || isWebAppAccount(me.data.email)) {
    return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  }
  return <StaffUserProvider user={me.data}>{children}</StaffUserProvider>;
}
