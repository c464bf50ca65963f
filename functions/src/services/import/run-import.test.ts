import type { CourseOfferingRecord } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { memoryDocumentStore } from '../../../test-support/memory-document-store.ts';
import { kindOfFileName } from './import-kinds.ts';
import type { ImportDocument } from './import-plan.ts';
import { arrayElementLines } from './read-import-file.ts';
import type { SiteDocument, ZipPlaceLookup } from './reference-documents.ts';
import { catalogCourseId, charterIdOf, sessionIdOf, siteIdOf } from './reference-ids.ts';
import { formatOutcome, type ImportFile, type ImportOutcome, runImport } from './run-import.ts';

const zipPlace: ZipPlaceLookup = async (zip) =>
  zip === '93534' ? { state: 'CA', latitude: 34.6909, longitude: -118.1491 } : null;

const NOW = new Date('2026-12-07T16:00:00.000Z');

const FILES: ImportFile[] = [
  {
    path: 'in/brands.csv',
    text: [
      'key,brandName,domain,hostPatterns,colors.primary,colors.primaryDark,colors.accent,registrationVariant',
      'testbrand,Test Brand,testbrand.org,testbrand;test-brand,#0b5cab,#083f75,#f28c28,long',
      'otherbrand,Other Brand,otherbrand.org,otherbrand,#0b5cab,#083f75,#f28c28,short',
    ].join('\n'),
  },
  {
    path: 'in/charters.csv',
    text: [
      'key,brandKey,name,abbreviation,website,contactNumber,active,masterAgreementDescription',
      'test-charter,testbrand,"Test Charter, Inc.",TC,https://testbrand.org,661-555-0100,true,"<p>Agree</p><script>x()</script>"',
    ].join('\n'),
  },
  {
    path: 'in/program-types.csv',
    text: [
      'name,brand',
      'CTE,"[{""brandName"":""Other Brand"",""url"":""""},{""brandName"":""Test Brand"",""url"":""https://testbrand.org/cte""}]"',
    ].join('\n'),
  },
  {
    path: 'in/sites.csv',
    text: [
      'slug,charterKey,label,street,city,zip,phone,start_day,end_day,start_time,end_time,people,programs,interestEmail,registrationEmail,orientation_dates,virtual_link',
      'test-lancaster,test-charter,Lancaster,1 Main St,Lancaster,93534,661-555-0101,Monday,Friday,8:00 AM,4:00 PM,"[{""role"":""Principal"",""category"":""ADMINISTRATION"",""name"":""Pat Doe""}]",CTE,a@testbrand.example;b@testbrand.example,r@testbrand.example,"[{""date"":""2027-01-09"",""start_time"":""10:00 AM"",""end_time"":""11:30AM""},{""date"":""2027-01-06"",""start_time"":""5:30 PM"",""end_time"":""7:00 PM""}]",https://meet.example.org/x',
    ].join('\n'),
  },
  {
    path: 'in/sessions.json',
    text: JSON.stringify(
      [
        {
          name: 'Test Summer 2027',
          status: 'Active',
          schoolYear: '2026-2027',
          permalink: 'test-summer-2027',
          enrollmentStart: '2026-11-01',
          enrollmentEnd: '2027-06-30',
          schoolYearStartDate: '2026-07-01',
          schoolYearEndDate: '2027-06-30',
        },
      ],
      null,
      2,
    ),
  },
  {
    path: 'in/catalog.csv',
    text: [
      'charterKey,code,school_year,catalog_term,course_type,course_name,grade_level_offered,credits,ncaa',
      'test-charter,ENG-9A,2026-2027,Summer,High School,English 9A,9,5,true',
      'test-charter,HLTH,2026-2027,Summer,High School,Health,"9,10,11,12",5,false',
    ].join('\n'),
  },
  {
    path: 'in/course-offerings.csv',
    text: [
      'session,site,highSchoolDetails.courseYear,highSchoolDetails.catalogTerm,highSchoolDetails.totalCourses,highSchoolDetails.includeNCAA,highSchoolDetails.courses',
      'test-summer-2027,test-lancaster,2026-2027,Summer,2,Yes,Health;English 9A',
    ].join('\n'),
  },
  {
    path: 'in/staff-permissions.csv',
    text: [
      'azureID,name,personDbID,userLevel,charters',
      'Admin@TestBrand.example,Ada Admin,P-1,3,test-charter',
    ].join('\n'),
  },
];

function counts(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(formatOutcome(outcome));
  return Object.fromEntries(
    outcome.kinds.map((kind) => [
      kind.kind,
      [kind.created.length, kind.changed.length, kind.unchanged.length],
    ]),
  );
}

/** The problems of an import that refused its files (a test fails when it wrote instead). */
function problemsOf(outcome: ImportOutcome) {
  if (outcome.ok) throw new Error(`Expected problems, the import wrote: ${formatOutcome(outcome)}`);
  return outcome.issues;
}

describe('runImport', () => {
  it('imports every kind, resolving what each row names, then a second run changes nothing', async () => {
    const { store, stored } = memoryDocumentStore();
    const first = await runImport(FILES, { store, zipPlace, now: NOW });
    expect(counts(first)).toEqual({
      brands: [2, 0, 0],
      charters: [1, 0, 0],
      'program-types': [1, 0, 0],
      sites: [1, 0, 0],
      sessions: [1, 0, 0],
      catalog: [2, 0, 0],
      'course-offerings': [1, 0, 0],
      'staff-permissions': [1, 0, 0],
    });
    const charterId = charterIdOf('test-charter');
    const charter = stored<Record<string, unknown>>('charters', charterId);
    expect(charter).toMatchObject({
      name: 'Test Charter, Inc.',
      brandName: 'Test Brand',
      brandKey: 'testbrand',
      active: true,
    });
    expect(charter?.masterAgreementDescription).toBe('<p>Agree</p>');
    expect(stored('brands', 'testbrand')).toMatchObject({
      hostPatterns: ['testbrand', 'test-brand'],
      brandLogo: '/brands/testbrand/logo.svg',
    });

    const site = stored<SiteDocument>('sites', siteIdOf('test-lancaster'));
    expect(site).toMatchObject({
      name: 'Test Brand - Lancaster',
      displayName: 'Lancaster Learning Center',
      coordinates: { latitude: 34.6909, longitude: -118.1491 },
      address: { state: 'CA', zip: '93534', start_time: '8:00 AM' },
      charter: { id: charterId, brand: { enrollmentsUrl: 'https://enroll.testbrand.org' } },
      searchText: 'test brand - lancaster test charter, inc. lancaster test brand',
    });
    // The site's own brand's link first; times as the settings screen's slots, soonest date first.
    expect(site?.enrollment_info?.programTypes[0]?.brand[0]).toEqual({
      brandName: 'Test Brand',
      url: 'https://testbrand.org/cte',
    });
    expect(site?.enrollment_info?.interestEmail).toEqual(['a@testbrand.example', 'b@testbrand.example']);
    expect(site?.orientation.orientation_dates).toEqual([
      { date: '2027-01-06', start_time: '05:30PM', end_time: '07:00PM' },
      { date: '2027-01-09', start_time: '10:00AM', end_time: '11:30AM' },
    ]);

    const sessionId = sessionIdOf('test-summer-2027');
    const offering = stored<CourseOfferingRecord>('courses', `${sessionId}_${siteIdOf('test-lancaster')}`);
    expect(offering?.highSchoolDetails?.courses.map((course) => course._id)).toEqual([
      catalogCourseId('test-charter', '2026-2027', 'Summer', 'HLTH'),
      catalogCourseId('test-charter', '2026-2027', 'Summer', 'ENG-9A'),
    ]);
    expect(offering).toMatchObject({
      permalink: 'test-summer-2027',
      charter: 'Test Charter, Inc.',
      learningCenterName: 'Test Brand - Lancaster',
    });

    const second = await runImport(FILES, { store, zipPlace, now: new Date('2026-12-08T10:00:00.000Z') });
    for (const [created, changed] of Object.values(counts(second)))
      expect([created, changed]).toEqual([0, 0]);
  });

  it('on a dry run reports what would be created and writes nothing', async () => {
    const { store, writes } = memoryDocumentStore();
    const outcome = await runImport(FILES, { store, zipPlace, dryRun: true, now: NOW });
    expect(counts(outcome).sites).toEqual([1, 0, 0]);
    expect(writes).toEqual([]);
    expect(formatOutcome(outcome)).toContain('sites → sites: 1 created, 0 changed, 0 unchanged');
    expect(formatOutcome(outcome)).toContain('+ test-lancaster (Test Brand - Lancaster)');
  });

  it('keeps the fields the app wrote on a stored document and reports a changed one', async () => {
    const { store, stored } = memoryDocumentStore();
    await runImport(FILES.slice(0, 2), { store, zipPlace, now: NOW });
    const id = charterIdOf('test-charter');
    const before = stored<Record<string, unknown>>('charters', id);
    const { store: withTranslations } = memoryDocumentStore({
      brands: [stored('brands', 'testbrand') as ImportDocument],
      charters: [{ ...before, id, courseNamesEs: { names: [] } } as ImportDocument],
    });
    const renamed = FILES[1] && {
      ...FILES[1],
      text: FILES[1].text.replace('"Test Charter, Inc."', 'Renamed Charter'),
    };
    const outcome = await runImport([renamed as ImportFile], { store: withTranslations, zipPlace, now: NOW });
    expect(counts(outcome).charters).toEqual([0, 1, 0]);
    const after = (await withTranslations.readAll('charters'))[0];
    expect(after).toMatchObject({ name: 'Renamed Charter', courseNamesEs: { names: [] } });
  });

  it('reports every bad row of every file with its line and field, and writes nothing', async () => {
    const { store, writes } = memoryDocumentStore();
    const bad: ImportFile[] = [
      ...FILES,
      {
        path: 'in/sites-more.csv',
        text: [
          'slug,charterKey,label,street,city,zip,phone,orientation_dates,virtual_link,interestEmail',
          'Bad Slug,test-charter,X,1 St,Lancaster,93534,661,,,',
          'test-other,test-charter,X,1 St,Lancaster,93534,661,not json,http://x,not-an-address',
          'test-third,nobody,X,1 St,Lancaster,00000,661,,,',
        ].join('\n'),
      },
      {
        path: 'in/staff-permissions-2.json',
        text: '[\n  { "azureID": "x@y.example", "name": "X", "personDbID": "P-9", "userLevel": 2 },\n  { "azureID": "nope", "name": "Y", "personDbID": "P-8", "userLevel": 9 }\n]',
      },
      { path: 'in/unknown.csv', text: 'a\n1' },
    ];
    const outcome = await runImport(bad, { store, zipPlace, now: NOW });
    const found = problemsOf(outcome).map(({ file, line, field }) => `${file}:${line} ${field}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'in/sites-more.csv:2 slug',
        'in/sites-more.csv:3 orientation_dates',
        'in/sites-more.csv:3 virtual_link',
        'in/sites-more.csv:3 interestEmail.0',
        'in/sites-more.csv:4 charterKey',
        'in/sites-more.csv:4 zip',
        'in/staff-permissions-2.json:2 charters',
        'in/staff-permissions-2.json:3 azureID',
        'in/staff-permissions-2.json:3 userLevel',
        'in/unknown.csv:0 (file)',
      ]),
    );
    expect(problemsOf(outcome).find((issue) => issue.field === 'slug')?.message).toMatch(
      /lower-case letters/,
    );
    expect(writes).toEqual([]);
    expect(formatOutcome(outcome)).toMatch(/problem\(s\); nothing was written/);
  });

  it("reports a row repeating another row's key and a course missing from the catalog", async () => {
    const { store } = memoryDocumentStore();
    const files = FILES.map((file) =>
      file.path === 'in/catalog.csv'
        ? { ...file, text: `${file.text}\ntest-charter,HLTH,2026-2027,Summer,High School,Health,9,5,false` }
        : file.path === 'in/course-offerings.csv'
          ? { ...file, text: file.text.replace('Health;English 9A', 'Health;Astronomy') }
          : file,
    );
    const outcome = await runImport(files, { store, zipPlace, now: NOW });
    expect(problemsOf(outcome)).toEqual([
      expect.objectContaining({
        file: 'in/catalog.csv',
        line: 4,
        field: 'code',
        message: expect.stringContaining('in/catalog.csv line 3'),
      }),
      expect.objectContaining({
        file: 'in/course-offerings.csv',
        line: 2,
        field: 'highSchoolDetails.courses',
        message: expect.stringContaining('Astronomy'),
      }),
    ]);
  });
});

describe('staff permissions', () => {
  const header = 'azureID,name,personDbID,userLevel,charters';
  const files = (rows: string[]): ImportFile[] => [
    ...FILES.slice(0, 2),
    { path: 'in/staff-permissions.csv', text: [header, ...rows].join('\n') },
  ];

  it('never demotes the last stored Super Admin, but may once another one is imported', async () => {
    const { store } = memoryDocumentStore();
    const first = await runImport(files(['boss@testbrand.example,Boss,P-1,4,']), {
      store,
      zipPlace,
      now: NOW,
    });
    expect(counts(first)['staff-permissions']).toEqual([1, 0, 0]);

    const demoted = await runImport(files(['boss@testbrand.example,Boss,P-1,3,test-charter']), {
      store,
      zipPlace,
      now: NOW,
    });
    expect(problemsOf(demoted)).toEqual([
      expect.objectContaining({
        file: 'in/staff-permissions.csv',
        line: 2,
        field: 'userLevel',
        message: expect.stringMatching(/last Super Admin/),
      }),
    ]);

    const handedOver = await runImport(
      files(['boss@testbrand.example,Boss,P-1,3,test-charter', 'next@testbrand.example,Next,P-2,4,']),
      { store, zipPlace, now: NOW },
    );
    expect(counts(handedOver)['staff-permissions']).toEqual([1, 1, 0]);
  });
});

describe('reading files', () => {
  it('names the kind by the file name', () => {
    expect(kindOfFileName('sites.csv')).toBe('sites');
    expect(kindOfFileName('sites-california.CSV')).toBe('sites');
    expect(kindOfFileName('course-offerings.json')).toBe('course-offerings');
    expect(kindOfFileName('site.csv')).toBeNull();
    expect(kindOfFileName('brands.txt')).toBeNull();
  });

  it('finds the line each element of a JSON array starts on, braces inside texts aside', () => {
    expect(arrayElementLines('[\n  {"a": "{[,"},\n\n  {"b": 1}, {"c": [1,\n 2]}\n]')).toEqual([2, 4, 4]);
    expect(arrayElementLines('[]')).toEqual([]);
  });
});
