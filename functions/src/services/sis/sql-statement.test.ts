import { describe, expect, it } from 'vitest';
import type { SisCriteria } from './sis-directory.ts';
import { rowFromRecord } from './sql-row.ts';
import {
  candidateStatement,
  quoteSqlIdentifier,
  SIS_CANDIDATE_LIMIT,
  SIS_VIEW_COLUMNS,
} from './sql-statement.ts';

/** Criteria full of SQL: none of it may reach the statement's text. */
const HOSTILE: SisCriteria = {
  firstName: "Robert'); DROP TABLE Students;--",
  lastName: "O'Brien",
  birthDate: '03/01/2010',
  phone: '(661) 555-0134',
  email: " Bobby@Example.com' OR 1=1 --",
  charterName: 'Sierra Valley Learning Academy',
  address: "1 Main St'; EXEC xp_cmdshell 'dir'",
};

describe('quoteSqlIdentifier', () => {
  it.each([
    ['vw_student_match', '[vw_student_match]'],
    ['dbo.vw_student_match', '[dbo].[vw_student_match]'],
    ['[dbo].[vw_student_match]', '[dbo].[vw_student_match]'],
    ['sis.dbo.vw_student_match', '[sis].[dbo].[vw_student_match]'],
    ['[sis db].dbo.[vw student match]', '[sis db].[dbo].[vw student match]'],
    ['  dbo.vw_student_match  ', '[dbo].[vw_student_match]'],
  ])('brackets %s as %s', (name, quoted) => {
    expect(quoteSqlIdentifier(name)).toBe(quoted);
  });

  it.each([
    '',
    'vw; DROP TABLE x',
    'dbo.vw_student_match; --',
    "vw'",
    'vw student match',
    '[a]]b]',
    '[dbo]].[x]',
    'dbo..vw',
    '.vw',
    'a.b.c.d',
    '1view',
    'vw/*x*/',
    '[vw\nx]',
  ])('refuses %j', (name) => {
    expect(() => quoteSqlIdentifier(name)).toThrow(/SIS_SQL_VIEW/);
  });
});

describe('candidateStatement', () => {
  const statement = candidateStatement('[dbo].[vw_student_match]', HOSTILE);

  it('reads the view named in settings, the expected columns, newest start first', () => {
    expect(statement.text).toBe(
      [
        `SELECT TOP (@limit) ${SIS_VIEW_COLUMNS.map((column) => `[${column}]`).join(', ')}`,
        'FROM [dbo].[vw_student_match]',
        "WHERE (@lastName <> N'' AND [last_name] = @lastName)",
        '   OR [birth_date] = @birthDate',
        "   OR (@phone <> N'' AND [phone] = @phone)",
        "   OR (@email <> N'' AND ([email] = @email OR [school_email] = @email))",
        "   OR (@street <> N'' AND [street] = @street)",
        'ORDER BY [start_date] DESC, [local_id]',
      ].join('\n'),
    );
  });

  it('holds no text of the criteria: every value is a typed parameter', () => {
    for (const value of [...Object.values(HOSTILE), '2010-03-01', '6615550134', 'bobby@example.com']) {
      expect(statement.text).not.toContain(value.trim());
    }
    for (const fragment of ['DROP', 'xp_cmdshell', "O'Brien", '1=1', 'Robert']) {
      expect(statement.text).not.toContain(fragment);
    }
    expect(statement.parameters).toEqual([
      { name: 'limit', type: 'int', value: SIS_CANDIDATE_LIMIT },
      { name: 'lastName', type: 'nvarchar', value: "O'Brien" },
      { name: 'birthDate', type: 'date', value: new Date('2010-03-01T00:00:00.000Z') },
      { name: 'phone', type: 'nvarchar', value: '6615550134' },
      { name: 'email', type: 'nvarchar', value: "bobby@example.com' or 1=1 --" },
      { name: 'street', type: 'nvarchar', value: "1 Main St'; EXEC xp_cmdshell 'dir'" },
    ]);
  });

  it('uses every parameter it declares, and declares every one it uses', () => {
    const used = new Set([...statement.text.matchAll(/@([A-Za-z]+)/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual(statement.parameters.map((parameter) => parameter.name).sort());
  });

  it('sends no birth date when the registration has none that is valid', () => {
    const noBirth = candidateStatement('vw', { ...HOSTILE, birthDate: '13/45/2010' });
    expect(noBirth.parameters.find((parameter) => parameter.name === 'birthDate')?.value).toBeNull();
  });

  it('refuses a view setting that is not an identifier before any SQL is made', () => {
    expect(() => candidateStatement('vw_student_match; DELETE FROM students', HOSTILE)).toThrow(
      /SIS_SQL_VIEW/,
    );
  });
});

describe('rowFromRecord', () => {
  it('reads date columns (Date at UTC midnight or text) as YYYY-MM-DD and missing values as ""', () => {
    expect(
      rowFromRecord({
        charter_name: ' Sierra Valley Learning Academy ',
        local_id: 104233,
        district_id: 'D-88',
        first_name: 'Ana',
        last_name: 'Lopez',
        birth_date: new Date('2010-03-01T00:00:00.000Z'),
        phone: '6615550134',
        email: null,
        school_email: 'ana.lopez@svla.example.org',
        street: '123 Main St',
        start_date: '2024-08-12T00:00:00.000Z',
        finish_date: null,
        url: 'https://sis.example.org/students/104233',
      }),
    ).toEqual({
      sisCharter: 'Sierra Valley Learning Academy',
      localId: '104233',
      districtId: 'D-88',
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: '2010-03-01',
      phone: '6615550134',
      email: '',
      schoolEmail: 'ana.lopez@svla.example.org',
      street: '123 Main St',
      startDate: '2024-08-12',
      finishDate: '',
      url: 'https://sis.example.org/students/104233',
    });
    expect(rowFromRecord({ start_date: '08/12/2024', birth_date: new Date(Number.NaN) })).toMatchObject({
      startDate: '2024-08-12',
      birthDate: '',
      url: '',
    });
  });
});
