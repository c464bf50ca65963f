import {
  InteractionStatus,
  type IPublicClientApplication,
  PublicClientApplication,
} from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { Avatar } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportError } from '../../../lib/error-reporter.ts';
import { aadTenantId, MSAL_REDIRECT_PATH } from './aad-config.ts';
import { DefaultAvatar } from './default-avatar.tsx';

const GRAPH_SCOPES = ['User.Read'];
const PHOTO_URL = 'https://graph.microsoft.com/v1.0/me/photos/96x96/$value';

let msalInstance: PublicClientApplication | null = null;

function msalFor(clientId: string): PublicClientApplication {
  msalInstance ??= new PublicClientApplication({
    auth: {
      clientId,
      authority: `https://login.microsoftonline.com/${aadTenantId()}`,
      redirectUri: `${window.location.origin}${MSAL_REDIRECT_PATH}`,
    },
    cache: { cacheLocation: 'sessionStorage' },
  });
  return msalInstance;
}

/**
 * A Graph token without any prompt: the member signed in to Entra ID moments ago (Static Web Apps'
 * sign-in), so a silent sign-in in a hidden frame finds that session.
 */
async function graphToken(msal: IPublicClientApplication, email: string): Promise<string> {
  const account = msal
    .getAllAccounts()
    .find((candidate) => candidate.username.toLowerCase() === email.toLowerCase());
  if (account) {
    try {
      return (await msal.acquireTokenSilent({ scopes: GRAPH_SCOPES, account })).accessToken;
    } catch {
      // An expired refresh token: fall through to a new silent sign-in.
    }
  }
  return (await msal.ssoSilent({ scopes: GRAPH_SCOPES, loginHint: email })).accessToken;
}

/** The photo as an object URL; null when the member has none (Graph answers 404). */
async function fetchPhoto(msal: IPublicClientApplication, email: string): Promise<string | null> {
  const token = await graphToken(msal, email);
  const response = await fetch(PHOTO_URL, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Graph photo: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

interface GraphAvatarProps {
  clientId: string;
  name: string;
  email: string;
  label: string;
}

function PhotoAvatar({ name, email, label }: Omit<GraphAvatarProps, 'clientId'>) {
  const { instance, inProgress } = useMsal();
  const photo = useQuery({
    queryKey: ['staff', 'photo', email],
    queryFn: () => fetchPhoto(instance, email),
    enabled: inProgress === InteractionStatus.None,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const failure = photo.error;
  useEffect(() => {
    // A photo that fails to load is logged and reported; the default image is shown.
    if (failure) {
      void reportError({ context: 'staff-avatar', errorMessage: failure.message, errorName: failure.name });
    }
  }, [failure]);
  if (!photo.data) return <DefaultAvatar name={name} label={label} />;
  return <Avatar name={name} aria-label={label} image={{ src: photo.data, alt: '' }} size={40} />;
}

/** The Graph photo avatar (default export: loaded lazily with MSAL). */
export default function GraphAvatar({ clientId, ...props }: GraphAvatarProps) {
  return (
    <MsalProvider instance={msalFor(clientId)}>
      <PhotoAvatar {...props} />
    </MsalProvider>
  );
}
