import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { swaConfigFor } from './swa-config.mjs';

const root = new URL('..', import.meta.url).pathname;
const source = readFileSync(join(root, 'staticwebapp.config.json'), 'utf8');
const policyOf = (text) => JSON.parse(text).globalHeaders['Content-Security-Policy'];

describe('swa-config', () => {
  it('allows the prerendered pages’ inline script by its hash only', () => {
    const local = swaConfigFor('local', source, {}, ['sha256-abc=']);
    expect(policyOf(local)).toContain("script-src 'self' 'sha256-abc=';");
    expect(policyOf(local)).toMatch(/script-src [^;]*;/);
    expect(policyOf(local).match(/script-src [^;]*;/)?.[0]).not.toContain('unsafe-inline');
    expect(JSON.parse(local).auth).toBeUndefined();
  });

  it('keeps script-src to the site itself when the build has no prerendered pages', () => {
    expect(policyOf(swaConfigFor('local', source, {}, []))).toContain("script-src 'self';");
  });

  it('fills the tenant in for a deployment and keeps the hash', () => {
    const deployed = swaConfigFor(
      'deploy',
      source,
      { AAD_TENANT_ID: '00000000-0000-0000-0000-000000000000' },
      ['sha256-abc='],
    );
    expect(JSON.parse(deployed).auth.identityProviders.azureActiveDirectory.registration.openIdIssuer).toBe(
      'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
    );
    expect(policyOf(deployed)).toContain("'sha256-abc='");
    expect(() => swaConfigFor('deploy', source, {}, [])).toThrow(/AAD_TENANT_ID/);
  });
});
