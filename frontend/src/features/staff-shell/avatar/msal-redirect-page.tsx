import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { useEffect } from 'react';

/**
 * MSAL's redirect URI: Entra ID answers the avatar's hidden sign-in frame here, and the bridge hands
 * the answer to the page that asked. Nothing is shown.
 */
export function MsalRedirectPage() {
  useEffect(() => {
    broadcastResponseToMainFrame().catch(() => {
      // Opened directly, without an answer to hand on: nothing to do.
    });
  }, []);
  return null;
}
