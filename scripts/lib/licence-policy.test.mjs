import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { licenceVerdict } from './licence-policy.mjs';

describe('licenceVerdict', () => {
  it.each(['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', '0BSD', 'CC0-1.0', 'mit'])('allows %s', (id) => {
    expect(licenceVerdict(id)).toEqual({ allowed: true, reason: id });
  });

  it.each([
    ['GPL-3.0', 'copyleft licence GPL-3.0'],
    ['GPL-2.0+', 'copyleft licence GPL-2.0+'],
    ['GPL-3.0-or-later', 'copyleft licence GPL-3.0-or-later'],
    ['AGPL-3.0-only', 'copyleft licence AGPL-3.0-only'],
    ['SSPL-1.0', 'copyleft licence SSPL-1.0'],
    ['LGPL-2.1', 'copyleft licence LGPL-2.1'],
    ['LGPL-3.0-or-later', 'copyleft licence LGPL-3.0-or-later'],
    ['EUPL-1.2', 'copyleft licence EUPL-1.2'],
  ])('refuses %s', (id, reason) => {
    expect(licenceVerdict(id)).toEqual({ allowed: false, reason });
  });

  it('takes the permissive option of an OR, and needs every part of an AND', () => {
    expect(licenceVerdict('(MIT OR GPL-3.0)')).toEqual({ allowed: true, reason: 'MIT' });
    expect(licenceVerdict('(GPL-3.0 OR MIT)')).toEqual({ allowed: true, reason: 'MIT' });
    expect(licenceVerdict('(MPL-2.0 OR Apache-2.0)')).toEqual({ allowed: true, reason: 'Apache-2.0' });
    expect(licenceVerdict('(GPL-2.0 OR AGPL-3.0)')).toEqual({
      allowed: false,
      reason: 'copyleft licence GPL-2.0',
    });
    expect(licenceVerdict('MIT AND GPL-3.0')).toEqual({ allowed: false, reason: 'copyleft licence GPL-3.0' });
    expect(licenceVerdict('(MIT AND BSD-3-Clause)')).toEqual({
      allowed: true,
      reason: 'MIT AND BSD-3-Clause',
    });
    expect(licenceVerdict('MIT AND (GPL-3.0 OR ISC)')).toEqual({ allowed: true, reason: 'MIT AND ISC' });
    expect(licenceVerdict('GPL-2.0 WITH Classpath-exception-2.0 OR MIT')).toEqual({
      allowed: true,
      reason: 'MIT',
    });
    expect(licenceVerdict('GPL-2.0 WITH Classpath-exception-2.0')).toEqual({
      allowed: false,
      reason: 'copyleft licence GPL-2.0',
    });
  });

  it('refuses a missing, unreadable or unknown licence', () => {
    expect(licenceVerdict(undefined)).toEqual({ allowed: false, reason: 'no licence field' });
    expect(licenceVerdict('')).toEqual({ allowed: false, reason: 'no licence field' });
    expect(licenceVerdict([])).toEqual({ allowed: false, reason: 'no licence field' });
    expect(licenceVerdict({})).toEqual({ allowed: false, reason: 'no licence field' });
    expect(licenceVerdict('UNLICENSED')).toEqual({
      allowed: false,
      reason: "licence 'UNLICENSED' is not a known permissive licence",
    });
    expect(licenceVerdict('SEE LICENSE IN LICENSE.md')).toEqual({
      allowed: false,
      reason: "licence 'SEE LICENSE IN LICENSE.md' needs a review",
    });
    expect(licenceVerdict('(MIT OR')).toEqual({
      allowed: false,
      reason: "licence '(MIT OR' is not a valid SPDX expression",
    });
  });

  it('reads the older object and array forms', () => {
    expect(licenceVerdict({ type: 'MIT' })).toEqual({ allowed: true, reason: 'MIT' });
    expect(licenceVerdict([{ type: 'GPL-2.0' }, { type: 'MIT' }])).toEqual({ allowed: true, reason: 'MIT' });
    expect(licenceVerdict([{ type: 'GPL-2.0' }])).toEqual({
      allowed: false,
      reason: 'copyleft licence GPL-2.0',
    });
  });
});

describe('check-licences.mjs', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'licences-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  function pkg(dir, json) {
    mkdirSync(join(fixture, dir), { recursive: true });
    writeFileSync(join(fixture, dir, 'package.json'), JSON.stringify(json));
  }

  function check() {
    const script = join(import.meta.dirname, '..', 'check-licences.mjs');
    return spawnSync(process.execPath, [script, fixture], { encoding: 'utf8' });
  }

  it('fails on a copyleft package deep in the tree and names how it got there; dev dependencies do not count', () => {
    pkg('frontend', {
      name: '@enroll/frontend',
      dependencies: { 'address-lists': '1' },
      devDependencies: { 'gpl-dev-tool': '1' },
    });
    pkg('node_modules/address-lists', {
      name: 'address-lists',
      version: '1.0.0',
      license: 'MIT',
      dependencies: { 'country-state-city': '3', dual: '1' },
    });
    pkg('node_modules/country-state-city', {
      name: 'country-state-city',
      version: '3.2.1',
      license: 'GPL-3.0',
    });
    pkg('node_modules/dual', { name: 'dual', version: '1.0.0', license: '(MIT OR GPL-3.0)' });
    pkg('node_modules/gpl-dev-tool', { name: 'gpl-dev-tool', version: '1.0.0', license: 'GPL-3.0' });
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        'Licence check: 1 of 3 front-end production packages refused:',
        '  country-state-city@3.2.1: copyleft licence GPL-3.0 (via @enroll/frontend > address-lists)',
        'Replace them with permissively licensed packages (see scripts/lib/licence-policy.mjs).',
        '',
      ].join('\n'),
    );
  });

  it('passes a tree of permissive packages (a nested copy resolved first, as Node does)', () => {
    pkg('node_modules/address-lists', {
      name: 'address-lists',
      version: '2.0.0',
      license: 'MIT',
      dependencies: { 'country-state-city': '4' },
    });
    pkg('node_modules/address-lists/node_modules/country-state-city', {
      name: 'country-state-city',
      version: '4.0.0',
      license: 'ISC',
    });
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'Licence check: 2 front-end production packages, all permissively licensed.\n',
    );
    expect(result.status).toBe(0);
  });
});
