/** The Entra ID app (client) id for the Graph photo; without it the header shows the default avatar. */
export function aadClientId(): string | undefined {
  const id = import.meta.env.VITE_AAD_CLIENT_ID?.trim();
  return id ? id : undefined;
}

/** The tenant to sign in against (the one the staff sign-in is restricted to); 'organizations' if unset. */
export function aadTenantId(): string {
  return import.meta.env.VITE_AAD_TENANT_ID?.trim() || 'organizations';
}

/** Where Entra ID answers MSAL's hidden sign-in frame (the SPA route of the MSAL redirect bridge). */
export const MSAL_REDIRECT_PATH = '/msal-redirect';
