import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Brand, LeloLearningCenterChoice, ProgramType, PublicSite } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, countWhere, db, deleteStored, documentsWhere, storedDocument } from '../support/local-stack.ts';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run import -- <args>` as an operator runs it, against this stack (COSMOS_ENDPOINT from with-stack). */
async function importTool(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'scripts/import.mjs'), ...args], {
      cwd: ROOT,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A CSV cell holding JSON: quoted, its quotes doubled. */
const jsonCell = (value: unknown) => `"${JSON.stringify(value).replace(/"/g, '""')}"`;

// Unique keys, so the documents of the other suites are neither changed nor counted.
const tag = `imp${Date.now().toString(36)}`;
const charterKey = `${tag}-charter`;
const siteSlug = `${tag}-anchorage`;
const permalink = `${tag}-summer`;
const staffEmail = `${tag}@learn4life.example`;
const siteName = `Learn4Life - Anchorage ${tag}`;
const folder = mkdtempSync(join(tmpdir(), 'import-test-'));
const badFolder = mkdtempSync(join(tmpdir(), 'import-test-bad-'));

function write(dir: string, name: string, lines: readonly string[]): void {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
}

beforeAll(async () => {
  // Brands and program types: the stored Learn4Life brand and CTE, written back as they are.
  const brand = await storedDocument<Brand & { id: string }>(db.container('brands'), 'learn4life');
  const cte = await storedDocument<ProgramType>(db.container('programTypes'), 'CTE');
  write(folder, 'brands.csv', [
    'key,brandName,domain,hostPatterns,colors.primary,colors.primaryDark,colors.accent,registrationVariant',
    [
      brand.key,
      brand.brandName,
      brand.domain,
      brand.hostPatterns.join(';'),
      brand.colors.primary,
      brand.colors.primaryDark,
      brand.colors.accent,
      brand.registrationVariant,
    ].join(','),
  ]);
  writeFileSync(
    join(folder, 'program-types.json'),
    JSON.stringify([{ name: cte.name, brand: cte.brand }], null, 2),
  );
  write(folder, 'charters.csv', [
    'key,brandKey,name,abbreviation,website,contactNumber',
    `${charterKey},learn4life,Import Test Academy ${tag},ITA,https://www.learn4life.org/import-test,907-555-0100`,
  ]);
  write(folder, 'sites.csv', [
    'slug,charterKey,label,street,city,zip,phone,start_day,end_day,start_time,end_time,people,programs,interestEmail,orientation_dates,virtual_link',
    [
      siteSlug,
      charterKey,
      `Anchorage ${tag}`,
      '1 Test Way',
      'Anchorage',
      '99501',
      '907-555-0101',
      'Monday',
      'Friday',
      '8:00 AM',
      '4:00 PM',
      jsonCell([{ role: 'Principal', category: 'ADMINISTRATION', name: 'Pat Import' }]),
      'CTE',
      `frontdesk.${tag}@learn4life.example`,
      jsonCell([{ date: '2027-01-06', start_time: '10:00 AM', end_time: '11:30 AM' }]),
      'https://meet.example.org/import-test',
    ].join(','),
  ]);
  write(folder, 'sessions.csv', [
    'name,status,schoolYear,permalink,enrollmentStart,enrollmentEnd,schoolYearStartDate,schoolYearEndDate',
    `Import Test ${tag},Active,2026-2027,${permalink},2026-01-01,2030-06-30,2026-07-01,2027-06-30`,
  ]);
  write(folder, 'catalog.csv', [
    'charterKey,code,school_year,catalog_term,course_type,course_name,grade_level_offered,credits,ncaa',
    `${charterKey},ENG-9A,2026-2027,Summer,High School,English 9A,9,5,true`,
    `${charterKey},HLTH,2026-2027,Summer,High School,Health,"9,10,11,12",5,false`,
  ]);
  write(folder, 'course-offerings.csv', [
    'session,site,highSchoolDetails.courseYear,highSchoolDetails.catalogTerm,highSchoolDetails.totalCourses,highSchoolDetails.includeNCAA,highSchoolDetails.courses',
    `${permalink},${siteSlug},2026-2027,Summer,1,Yes,English 9A;Health`,
  ]);
  write(folder, 'staff-permissions.csv', [
    'azureID,name,personDbID,userLevel,charters',
    `${staffEmail},Import Tester,P-${tag},2,${charterKey}`,
  ]);
  // A good new center beside bad rows: the problems are listed and nothing is written, not even it.
  write(badFolder, 'sites.csv', [
    'slug,charterKey,label,street,city,zip,phone',
    `${tag}-good,${charterKey},Good ${tag},2 Test Way,Anchorage,99501,907-555-0102`,
    `${tag}-bad,${charterKey},Bad ${tag},3 Test Way,Anchorage,00000,907-555-0103`,
    `Not A Slug,nobody,,4 Test Way,Anchorage,99501,907-555-0104`,
  ]);
  write(badFolder, 'staff-permissions.csv', [
    'azureID,name,personDbID,userLevel,charters',
    `not-an-address,Bad,P-x,7,`,
  ]);
});

/** The ids of what a test stored, found by the fields it wrote (the import derives them from the keys). */
async function idsWhere(container: string, field: string, value: string): Promise<{ id: string }[]> {
  return documentsWhere<{ id: string }>(db.container(container), field, value);
}

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(badFolder, { recursive: true, force: true });
  const [charter] = await idsWhere('charters', 'key', charterKey);
  const written: [string, { id: string }[]][] = [
    ['charters', charter ? [charter] : []],
    ['sites', await idsWhere('sites', 'charter.id', charter?.id ?? '-')],
    ['sessions', await idsWhere('sessions', 'permalink', permalink)],
    ['catalog', await idsWhere('catalog', 'charter_id', charter?.id ?? '-')],
    ['courses', await idsWhere('courses', 'permalink', permalink)],
    ['users', await idsWhere('users', 'azureID', staffEmail)],
  ];
  await Promise.all(
    written.map(([container, documents]) => deleteStored(db.container(container), documents)),
  );
});

/** Polls until `read` gives a value (the API serves the site list from a cache of about a minute). */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 80_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('npm run import', () => {
  it('on a dry run lists what it would create per kind and writes nothing', async () => {
    const { code, output } = await importTool('--dry-run', folder);
    expect(code).toBe(0);
    expect(output).toContain('dry run: nothing written');
    expect(output).toContain('brands → brands: 0 created, 0 changed, 1 unchanged');
    expect(output).toContain('sites → sites: 1 created, 0 changed, 0 unchanged');
    expect(output).toContain('catalog → catalog: 2 created');
    expect(await countWhere(db.container('sites'), 'name', siteName)).toBe(0);
    expect(await countWhere(db.container('charters'), 'key', charterKey)).toBe(0);
  }, 60_000);

  it('imports every kind; the finder and the secondary enrollment then show the imported center', async () => {
    const { code, output } = await importTool(folder);
    expect(code, output).toBe(0);
    for (const kind of ['charters', 'sites', 'sessions', 'course-offerings', 'staff-permissions'])
      expect(output).toMatch(new RegExp(`${kind} → \\w+: 1 created, 0 changed`));
    const [charter] = await idsWhere('charters', 'key', charterKey);
    const [user] = await documentsWhere(db.container('users'), 'azureID', staffEmail);
    expect(user).toMatchObject({ userLevel: 2, charterAssignments: [{ _id: charter?.id }] });

    const found = await eventually(async () => {
      const { body } = await api('/api/sites?brand=Learn4Life&zip=99501');
      return (body as PublicSite[]).find((site) => site.name === siteName);
    });
    expect(found).toMatchObject({ distance: 0 });
    const { status, body } = await api(`/api/sites/${found.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ charter: { name: `Import Test Academy ${tag}` }, address: { state: 'AK' } });
    const centers = await eventually(async () => {
      const { status: code, body: choices } = await api(`/api/courses/${permalink}`);
      return code === 200 ? (choices as LeloLearningCenterChoice[]) : undefined;
    });
    expect(centers).toEqual([
      expect.objectContaining({ siteId: found.id, charter_id: charter?.id, brandKey: 'learn4life' }),
    ]);
  }, 120_000);

  it('run again, changes nothing', async () => {
    const { code, output } = await importTool(folder);
    expect(code).toBe(0);
    const counts = output.match(/: \d+ created, \d+ changed/g) ?? [];
    expect(counts).toHaveLength(8);
    expect(counts.every((line) => line === ': 0 created, 0 changed')).toBe(true);
  }, 60_000);

  it('passes the example files (the demo data the stack seeded) on a dry run', async () => {
    const { code, output } = await importTool('--dry-run', join(ROOT, 'data/examples'));
    expect(code, output).toBe(0);
    expect(output).toContain('brands → brands: 0 created, 0 changed, 7 unchanged');
    expect(output).toContain('staff-permissions → users: 0 created');
  }, 60_000);

  it('lists every bad row with its file, line and field, exits 1 and writes nothing', async () => {
    const { code, output } = await importTool(badFolder);
    expect(code).toBe(1);
    expect(output).toContain('nothing was written');
    const sites = join(badFolder, 'sites.csv');
    const staff = join(badFolder, 'staff-permissions.csv');
    expect(output).toContain(`${sites}:3  zip: This ZIP code is not a known US ZIP code. (00000)`);
    expect(output).toContain(`${sites}:4  slug:`);
    expect(output).toContain(`${sites}:4  label: This field is required.`);
    expect(output).toContain(`${staff}:2  azureID:`);
    expect(output).toContain(`${staff}:2  userLevel:`);
    expect(await countWhere(db.container('sites'), 'name', `Learn4Life - Good ${tag}`)).toBe(0);
  }, 60_000);
});
