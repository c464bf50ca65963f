import { afterEach, describe, expect, it } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import {
  onlyStaticWebAppAuthenticates,
  platformProofOk,
  principalTrustMode,
  trustedPrincipal,
} from './platform-proof.ts';
import { encodeClientPrincipal } from './principal.ts';

const KEY = 'k'.repeat(64);
const principal = { identityProvider: 'aad', userId: 'u', userDetails: 'super@l4l.example', userRoles: [] };

function request(headers: Record<string, string>) {
  return new HttpRequest({
    method: 'GET',
    url: 'http://localhost/api/auth/me',
    headers: { 'x-ms-client-principal': encodeClientPrincipal(principal), ...headers },
  });
}

function trust(mode: string | undefined, key = KEY) {
  if (mode === undefined) delete process.env.PRINCIPAL_TRUST;
  else process.env.PRINCIPAL_TRUST = mode;
  process.env.EDGE_KEY = key;
}

afterEach(() => {
  delete process.env.PRINCIPAL_TRUST;
  delete process.env.EDGE_KEY;
  delete process.env.WEBSITE_AUTH_ENABLED;
  delete process.env.WEBSITE_AUTH_V2_CONFIG_JSON;
});

/** App Service authentication as the platform describes it to the app. */
function appServiceAuth(enabled: string | undefined, authConfig?: unknown) {
  if (enabled === undefined) delete process.env.WEBSITE_AUTH_ENABLED;
  else process.env.WEBSITE_AUTH_ENABLED = enabled;
  if (authConfig === undefined) delete process.env.WEBSITE_AUTH_V2_CONFIG_JSON;
  else process.env.WEBSITE_AUTH_V2_CONFIG_JSON = JSON.stringify(authConfig);
}

/** The configuration linking a static web app writes: its provider alone, anonymous calls refused. */
const LINKED_CONFIG = {
  platform: { enabled: true },
  globalValidation: { requireAuthentication: true, unauthenticatedClientAction: 'Return401' },
  identityProviders: { azureStaticWebApps: { enabled: true, registration: { clientId: 'swa-client' } } },
};

describe('the platform proof', () => {
  it('reads the mode fail-closed: only edge-key and swa-linked are modes', () => {
    expect(principalTrustMode(' Edge-Key ')).toBe('edge-key');
    expect(principalTrustMode('swa-linked')).toBe('swa-linked');
    for (const value of ['', 'any', 'true', 'header']) expect(principalTrustMode(value)).toBe('none');
  });

  it('edge-key: believes the principal only with the exact key', () => {
    trust('edge-key');
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': KEY }))).toEqual(principal);
    expect(trustedPrincipal(request({}))).toBeNull();
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': `${KEY}x` }))).toBeNull();
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': KEY.slice(1) }))).toBeNull();
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': '' }))).toBeNull();
    // The App Service header proves nothing in this mode.
    expect(platformProofOk(request({ 'x-ms-client-principal-idp': 'azureStaticWebApps' }))).toBe(false);
  });

  it('edge-key: no key configured (or a short one) is no proof, even for an empty header', () => {
    trust('edge-key', '');
    expect(platformProofOk(request({ 'x-enrollment-edge-key': '' }))).toBe(false);
    trust('edge-key', 'short');
    expect(platformProofOk(request({ 'x-enrollment-edge-key': 'short' }))).toBe(false);
  });

  it('swa-linked: believes calls App Service authentication accepted from the linked static web app', () => {
    trust('swa-linked');
    appServiceAuth('True');
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'azureStaticWebApps' }))).toEqual(
      principal,
    );
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'aad' }))).toBeNull();
    expect(trustedPrincipal(request({}))).toBeNull();
    // The local edge key proves nothing in Azure.
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': KEY }))).toBeNull();
  });

  it('swa-linked: believes nothing when App Service authentication is not on, whatever the headers say', () => {
    trust('swa-linked');
    for (const enabled of [undefined, 'False', '']) {
      appServiceAuth(enabled, LINKED_CONFIG);
      expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'azureStaticWebApps' }))).toBeNull();
    }
  });

  it('swa-linked: takes any provider name in the header when the static web app alone can authenticate', () => {
    trust('swa-linked');
    appServiceAuth('true', LINKED_CONFIG);
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'staticwebapps' }))).toEqual(principal);
    // Still only for a caller App Service vouched for.
    expect(trustedPrincipal(request({}))).toBeNull();
    // Another provider beside it, or anonymous calls let through: only the documented name is believed.
    const withEntra = {
      ...LINKED_CONFIG,
      identityProviders: { ...LINKED_CONFIG.identityProviders, azureActiveDirectory: { enabled: true } },
    };
    appServiceAuth('true', withEntra);
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'aad' }))).toBeNull();
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'azureStaticWebApps' }))).toEqual(
      principal,
    );
  });

  it('reads whether the static web app alone can authenticate from the configuration', () => {
    expect(onlyStaticWebAppAuthenticates(JSON.stringify(LINKED_CONFIG))).toBe(true);
    const anonymousAllowed = {
      ...LINKED_CONFIG,
      globalValidation: { requireAuthentication: false, unauthenticatedClientAction: 'AllowAnonymous' },
    };
    expect(onlyStaticWebAppAuthenticates(JSON.stringify(anonymousAllowed))).toBe(false);
    const disabledOther = {
      ...LINKED_CONFIG,
      identityProviders: { ...LINKED_CONFIG.identityProviders, facebook: { enabled: false } },
    };
    expect(onlyStaticWebAppAuthenticates(JSON.stringify(disabledOther))).toBe(true);
    expect(onlyStaticWebAppAuthenticates(JSON.stringify({ ...LINKED_CONFIG, identityProviders: {} }))).toBe(
      false,
    );
    for (const broken of ['', 'not json', 'null', '[]'])
      expect(onlyStaticWebAppAuthenticates(broken)).toBe(false);
  });

  it('unset or unknown: trusts no principal at all', () => {
    for (const mode of [undefined, '', 'all']) {
      trust(mode);
      expect(
        trustedPrincipal(
          request({ 'x-enrollment-edge-key': KEY, 'x-ms-client-principal-idp': 'azureStaticWebApps' }),
        ),
      ).toBeNull();
    }
  });
});
