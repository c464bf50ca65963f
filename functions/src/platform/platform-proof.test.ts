import { afterEach, describe, expect, it } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { platformProofOk, principalTrustMode, trustedPrincipal } from './platform-proof.ts';
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
});

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
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'azureStaticWebApps' }))).toEqual(
      principal,
    );
    expect(trustedPrincipal(request({ 'x-ms-client-principal-idp': 'aad' }))).toBeNull();
    expect(trustedPrincipal(request({}))).toBeNull();
    // The local edge key proves nothing in Azure.
    expect(trustedPrincipal(request({ 'x-enrollment-edge-key': KEY }))).toBeNull();
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
