import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingStaffAuth } from './preprovision.mjs';

const hook = resolve(import.meta.dirname, 'preprovision.mjs');

function run(env) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, [hook], { encoding: 'utf8', env: { PATH, HOME, ...env } });
}

describe('the preprovision hook', () => {
  it('stops azd with the steps when the staff sign-in values are missing', () => {
    const result = run({ STAFF_AUTH_CLIENT_ID: '11111111-2222-3333-4444-555555555555' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Staff sign-in is not set up: STAFF_AUTH_CLIENT_SECRET is missing in this azd environment.',
    );
    expect(result.stderr).toContain('azd env set STAFF_AUTH_CLIENT_SECRET');
    expect(run({}).stderr).toContain('STAFF_AUTH_CLIENT_ID and STAFF_AUTH_CLIENT_SECRET are missing');
  });

  it('lets azd go on when both are set', () => {
    const result = run({ STAFF_AUTH_CLIENT_ID: 'client', STAFF_AUTH_CLIENT_SECRET: 'secret' });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('counts a blank value as missing', () => {
    expect(missingStaffAuth({ STAFF_AUTH_CLIENT_ID: '  ', STAFF_AUTH_CLIENT_SECRET: 'x' })).toEqual([
      'STAFF_AUTH_CLIENT_ID',
    ]);
  });
});
