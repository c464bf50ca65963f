import type { InvocationContext } from '@azure/functions';
import { buildRegistrationRecord, DomainError, emptyRegistrationDraft, type Site } from '@enroll/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sisDirectory, studentMatchesFor } from './student-matches.ts';

const SETTINGS = ['SIS_ADAPTER', 'SIS_SQL_CONNECTION_STRING', 'SIS_SQL_SERVER', 'SIS_SQL_VIEW'] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const record = buildRegistrationRecord(
  {
    ...emptyRegistrationDraft(),
    firstName: 'Ana',
    lastName: 'Lopez',
    birthDate: '2010-03-01',
    studentEmail: 'ana@example.com',
    studentPrimaryPhone: '661-555-0134',
    street: '123 Main St',
  },
  {
    id: 's-1',
    name: 'Center',
    charter: { id: 'c-1', name: 'Sierra' },
    address: {},
    brandName: 'B',
  } as unknown as Site,
  { id: 'registration-1', uuid: 'u-1' },
  new Date('2026-06-15T12:00:00Z'),
);

/** A context that keeps what the function logs. */
function recordingContext(lines: string[]): InvocationContext {
  return { error: (line: string) => lines.push(line), log: (line: string) => lines.push(line) } as never;
}

async function failure(lines: string[]): Promise<DomainError> {
  const error = await studentMatchesFor(record, recordingContext(lines)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('studentMatchesFor when the SIS cannot be asked', () => {
  it("answers 503 'registration.sis.unavailable' when SQL Server does not answer, logging ids and codes only", async () => {
    process.env.SIS_ADAPTER = 'sql';
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    process.env.SIS_SQL_CONNECTION_STRING =
      'Server=127.0.0.1,1;Database=sis;User Id=reader;Password=not-a-secret;Encrypt=false;Connect Timeout=5';
    const lines: string[] = [];
    const error = await failure(lines);
    expect(error.kind).toBe('unavailable');
    expect(error.code).toBe('registration.sis.unavailable');
    expect(error.message).toBe(
      'The student information system could not be reached. Please try again in a moment.',
    );
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(logged).toMatchObject({
      event: 'sis.unavailable',
      registrationId: 'registration-1',
      adapter: 'sql',
    });
    expect(logged.errorCode).toEqual(expect.any(String));
    for (const personal of ['Ana', 'Lopez', '2010', '03/01', 'ana@example.com', '555', 'Main']) {
      expect(lines[0]).not.toContain(personal);
    }
  });

  it('answers 503 for a view setting that is not an identifier, and logs which setting is wrong', async () => {
    process.env.SIS_ADAPTER = 'sql';
    process.env.SIS_SQL_CONNECTION_STRING = 'Server=127.0.0.1,1;Database=sis;Encrypt=false';
    process.env.SIS_SQL_VIEW = 'students; DROP TABLE students';
    const lines: string[] = [];
    expect((await failure(lines)).kind).toBe('unavailable');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      errorName: 'SisSettingsError',
      errorMessage: expect.stringContaining('SIS_SQL_VIEW'),
    });
  });
});

describe('sisDirectory', () => {
  it('is the adapter SIS_ADAPTER names; unset, SQL Server once a connection setting is given, else local', () => {
    for (const name of SETTINGS) delete process.env[name];
    expect(sisDirectory().name).toBe('local');
    process.env.SIS_SQL_SERVER = 'sis.example.org';
    expect(sisDirectory().name).toBe('sql');
    process.env.SIS_ADAPTER = 'local';
    expect(sisDirectory().name).toBe('local');
    delete process.env.SIS_SQL_SERVER;
    process.env.SIS_ADAPTER = ' SQL ';
    expect(sisDirectory().name).toBe('sql');
  });
});
