import type { AuthMeResponse, ClientPrincipal } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** GET /.auth/me: the signed-in principal, or null for nobody (or where there is no Static Web Apps). */
export async function getClientPrincipal(): Promise<ClientPrincipal | null> {
  try {
    const body = await apiFetch<AuthMeResponse | null>('/.auth/me', {
      cache: 'no-store',
    });
    return body?.clientPrincipal ?? null;
  } catch {
    return null;
  }
}

export function useClientPrincipal({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['staff', 'client-principal'],
    queryFn: getClientPrincipal,
    enabled,
    retry: false,
    staleTime: 0,
  });
}
