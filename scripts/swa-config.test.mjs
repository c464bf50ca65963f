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

  describe('behind Front Door', () => {
    const tenant = { AAD_TENANT_ID: '00000000-0000-0000-0000-000000000000' };
    const frontDoorId = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

    it('lets in only that Front Door and redirects to the brands\u2019 hosts', () => {
      const deployed = JSON.parse(
        swaConfigFor('deploy', source, {
          ...tenant,
          FRONT_DOOR_ID: frontDoorId,
          FRONT_DOOR_HOSTS: 'enroll.learn4life.org, Enroll.FlexHigh.org',
        }),
      );
      expect(deployed.forwardingGateway).toEqual({
        allowedForwardedHosts: ['enroll.learn4life.org', 'enroll.flexhigh.org'],
        requiredHeaders: { 'X-Azure-FDID': frontDoorId },
      });
      expect(deployed.networking).toEqual({ allowedIpRanges: ['AzureFrontDoor.Backend'] });
      // The rest of the file is what it was.
      expect(deployed.routes).toEqual(JSON.parse(source).routes);
    });

    it('adds neither section without a Front Door, nor to the local config', () => {
      for (const config of [
        swaConfigFor('deploy', source, { ...tenant, FRONT_DOOR_ID: '', FRONT_DOOR_HOSTS: '' }),
        swaConfigFor('local', source, {
          FRONT_DOOR_ID: frontDoorId,
          FRONT_DOOR_HOSTS: 'enroll.learn4life.org',
        }),
      ]) {
        expect(JSON.parse(config).forwardingGateway).toBeUndefined();
        expect(JSON.parse(config).networking).toBeUndefined();
      }
    });

    it('refuses an id that is not one, or a Front Door without hosts', () => {
      const deploy = (env) => () => swaConfigFor('deploy', source, { ...tenant, ...env });
      expect(deploy({ FRONT_DOOR_ID: 'abc', FRONT_DOOR_HOSTS: 'enroll.learn4life.org' })).toThrow(
        /FRONT_DOOR_ID/,
      );
      expect(deploy({ FRONT_DOOR_ID: frontDoorId, FRONT_DOOR_HOSTS: '' })).toThrow(/FRONT_DOOR_HOSTS/);
      expect(
        deploy({ FRONT_DOOR_ID: frontDoorId, FRONT_DOOR_HOSTS: 'https://enroll.learn4life.org' }),
      ).toThrow(/not a host name: https:\/\/enroll\.learn4life\.org/);
    });
  });
});
