import { type CatalogCourse, DomainError } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { type CatalogFailure, configRequestUrl, httpCourseCatalog } from './http-course-catalog.ts';

const CHARTER = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const SETTINGS = { url: 'https://config.example.org/', key: 'secret-function-key', timeoutMs: 200 };

interface Sent {
  url: string;
  headers: Record<string, string>;
  method: string | undefined;
  signal: AbortSignal | null | undefined;
}

/** A catalog whose network boundary answers `respond` and records each request. */
function catalogAnswering(
  respond: (url: string, signal: AbortSignal | null | undefined) => Promise<Response>,
) {
  const sent: Sent[] = [];
  const failures: CatalogFailure[] = [];
  const catalog = httpCourseCatalog(SETTINGS, {
    fetch: async (input, init) => {
      const url = String(input);
      sent.push({
        url,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        method: init?.method,
        signal: init?.signal,
      });
      return respond(url, init?.signal);
    },
    logFailure: (failure) => failures.push(failure),
  });
  return { catalog, sent, failures };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function expectUnavailable(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({
    kind: 'unavailable',
    code: 'catalog.unavailable',
    message: 'The course catalog cannot be reached right now. Please try again in a few minutes.',
  });
}

describe('configRequestUrl', () => {
  it('appends /api/v1/config/{name} to the base and leaves blank filters out', () => {
    expect(
      configRequestUrl('https://config.example.org//', 'course_catalog', {
        charter_id: CHARTER,
        school_year: '2026-2027',
        catalog_term: '',
        course_type: 'High School',
      }),
    ).toBe(
      `https://config.example.org/api/v1/config/course_catalog?charter_id=${CHARTER}&school_year=2026-2027&course_type=High+School`,
    );
  });
});

describe('httpCourseCatalog.courses', () => {
  it('asks course_catalog with the four filters and the function key, and maps data.data by name', async () => {
    const { catalog, sent } = catalogAnswering(async () =>
      json({
        data: {
          data: [
            {
              _id: '65f0a1b2c3d4e5f6a7b8c9d0',
              course_name: 'Geometry A',
              course_type: 'High School',
              grade_level_offered: ['10', '11', ' 12'],
              credits: 5,
              ncaa: 'Yes',
              master_agreement_name: 'GEOM-A Geometry A',
              charter_id: CHARTER,
              school_year: '2026-2027',
              catalog_term: 'Summer',
            },
            {
              id: 'alg-1a',
              course_name: 'Algebra 1A',
              course_type: 'High School',
              grade_level_offered: '9, 10',
            },
          ],
        },
      }),
    );
    const courses = await catalog.courses({
      charter_id: CHARTER,
      school_year: '2026-2027',
      catalog_term: 'Summer',
      course_type: 'High School',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(
      `https://config.example.org/api/v1/config/course_catalog?charter_id=${CHARTER}&school_year=2026-2027&catalog_term=Summer&course_type=High+School`,
    );
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers).toMatchObject({
      'x-functions-key': 'secret-function-key',
      accept: 'application/json',
    });
    expect(sent[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(courses).toEqual([
      {
        id: 'alg-1a',
        charter_id: CHARTER,
        school_year: '2026-2027',
        catalog_term: 'Summer',
        course_type: 'High School',
        course_name: 'Algebra 1A',
        grade_level_offered: '9,10',
        credits: '',
        ncaa: false,
        master_agreement_name: 'Algebra 1A',
      },
      {
        id: '65f0a1b2c3d4e5f6a7b8c9d0',
        charter_id: CHARTER,
        school_year: '2026-2027',
        catalog_term: 'Summer',
        course_type: 'High School',
        course_name: 'Geometry A',
        grade_level_offered: '10,11,12',
        credits: '5',
        ncaa: true,
        master_agreement_name: 'GEOM-A Geometry A',
      },
    ] satisfies CatalogCourse[]);
  });

  it('leaves out rows it could not offer: no id, an id outside the id pattern, no name, an unknown course type', async () => {
    const { catalog } = catalogAnswering(async () =>
      json({
        data: {
          data: [
            { course_name: 'No id', course_type: 'High School' },
            { id: 'bad/id', course_name: 'Slash', course_type: 'High School' },
            { id: 'no-name', course_type: 'High School' },
            { id: 'adult', course_name: 'Adult Ed', course_type: 'Adult School' },
            'not a row',
            { id: 'kept', course_name: 'Kept', course_type: 'Middle School' },
          ],
        },
      }),
    );
    const courses = await catalog.courses({ charter_id: CHARTER });
    expect(courses.map((course) => course.id)).toEqual(['kept']);
    expect(courses[0]).toMatchObject({ charter_id: CHARTER, school_year: '', catalog_term: '' });
  });

  it('sends no key header when no key is set', async () => {
    const sent: Record<string, string>[] = [];
    const catalog = httpCourseCatalog(
      { ...SETTINGS, key: '' },
      {
        fetch: async (_input, init) => {
          sent.push(Object.fromEntries(new Headers(init?.headers).entries()));
          return json({ data: { data: [] } });
        },
        logFailure: () => undefined,
      },
    );
    expect(await catalog.courses({ charter_id: CHARTER })).toEqual([]);
    expect(sent[0]).not.toHaveProperty('x-functions-key');
  });
});

describe('httpCourseCatalog.options', () => {
  it('asks course_catalog_options by charter and sorts its data: years newest first, types High, Middle, Elementary', async () => {
    const { catalog, sent } = catalogAnswering(async () =>
      json({
        data: {
          years: ['2025-2026', '2026-2027'],
          terms: ['Summer', 'Fall'],
          courseTypes: ['Elementary School', 'High School', 'Middle School'],
        },
      }),
    );
    expect(await catalog.options(CHARTER)).toEqual({
      years: ['2026-2027', '2025-2026'],
      terms: ['Fall', 'Summer'],
      courseTypes: ['High School', 'Middle School', 'Elementary School'],
    });
    expect(sent[0]?.url).toBe(
      `https://config.example.org/api/v1/config/course_catalog_options?charter_id=${CHARTER}`,
    );
  });

  it('derives the options when data is the catalog rows, or lists under the catalog field names', async () => {
    const rows = catalogAnswering(async () =>
      json({
        data: [
          { school_year: '2025-2026', catalog_term: 'Summer', course_type: 'Middle School' },
          { school_year: '2026-2027', catalog_term: 'Summer', course_type: 'High School' },
        ],
      }),
    );
    expect(await rows.catalog.options(CHARTER)).toEqual({
      years: ['2026-2027', '2025-2026'],
      terms: ['Summer'],
      courseTypes: ['High School', 'Middle School'],
    });
    const named = catalogAnswering(async () =>
      json({ data: { school_year: ['2024-2025'], catalog_term: ['Fall'], course_type: ['High School'] } }),
    );
    expect(await named.catalog.options(CHARTER)).toEqual({
      years: ['2024-2025'],
      terms: ['Fall'],
      courseTypes: ['High School'],
    });
  });
});

describe('httpCourseCatalog.masterAgreementDescription', () => {
  it('reads data[0].master_agreement_description, null for an empty list', async () => {
    const found = catalogAnswering(async () =>
      json({ data: [{ master_agreement_description: '<h2>Agreement</h2><p>Terms.</p>' }] }),
    );
    expect(await found.catalog.masterAgreementDescription(CHARTER)).toBe('<h2>Agreement</h2><p>Terms.</p>');
    expect(found.sent[0]?.url).toBe(
      `https://config.example.org/api/v1/config/master_agreement_description?charter_id=${CHARTER}`,
    );
    const empty = catalogAnswering(async () => json({ data: [] }));
    expect(await empty.catalog.masterAgreementDescription(CHARTER)).toBeNull();
  });
});

describe('httpCourseCatalog failures', () => {
  it('answers 503 and logs the status when the service answers an error', async () => {
    const { catalog, failures } = catalogAnswering(async () => json({ error: 'boom' }, 500));
    await expectUnavailable(catalog.options(CHARTER));
    expect(failures).toEqual([
      {
        event: 'catalog.unavailable',
        adapter: 'http',
        operation: 'course_catalog_options',
        charterId: CHARTER,
        status: 500,
      },
    ]);
  });

  it('answers 503 when the service cannot be reached', async () => {
    const { catalog, failures } = catalogAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    await expectUnavailable(catalog.courses({ charter_id: CHARTER }));
    expect(failures[0]).toMatchObject({ operation: 'course_catalog', errorName: 'TypeError' });
  });

  it('answers 503 when the service takes longer than the timeout', async () => {
    const { catalog, failures } = catalogAnswering(
      (_url, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    await expectUnavailable(catalog.masterAgreementDescription(CHARTER));
    expect(failures[0]).toMatchObject({
      operation: 'master_agreement_description',
      errorName: 'TimeoutError',
    });
  });

  it('answers 503 for an answer that is not JSON or not the documented envelope', async () => {
    const notJson = catalogAnswering(async () => new Response('<html>', { status: 200 }));
    await expectUnavailable(notJson.catalog.courses({ charter_id: CHARTER }));
    expect(notJson.failures[0]).toMatchObject({ errorName: 'InvalidJson' });
    const noList = catalogAnswering(async () => json({ data: { items: [] } }));
    await expectUnavailable(noList.catalog.courses({ charter_id: CHARTER }));
    expect(noList.failures[0]).toMatchObject({ errorName: 'course_catalog: no data.data list' });
    const noData = catalogAnswering(async () => json({ data: 'x' }));
    await expectUnavailable(noData.catalog.masterAgreementDescription(CHARTER));
  });

  it('answers 503 without calling anything when no address is set', async () => {
    const calls: string[] = [];
    const failures: CatalogFailure[] = [];
    const catalog = httpCourseCatalog(
      { ...SETTINGS, url: '' },
      {
        fetch: async (input) => {
          calls.push(String(input));
          return json({});
        },
        logFailure: (failure) => failures.push(failure),
      },
    );
    await expectUnavailable(catalog.options(CHARTER));
    expect(calls).toEqual([]);
    expect(failures[0]).toMatchObject({ errorName: 'CatalogNotConfigured' });
  });
});
