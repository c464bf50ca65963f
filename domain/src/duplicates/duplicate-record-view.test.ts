import { describe, expect, it } from 'vitest';
import { COMPARED_FIELDS, differingFields, duplicateRecordViewOf } from './duplicate-record-view.ts';

describe('duplicateRecordViewOf', () => {
  it('reads each kind under the same field names, as entered', () => {
    const interest = duplicateRecordViewOf({ kind: 'interest', id: 'i1' }, 'c1', {
      studentFirstName: 'José',
      studentLastName: 'García',
      primaryEmail: 'Maria@Example.com',
      phone: '(661) 555-0101',
      street1: '1 Main St',
      zipCode: '93534',
      learningCenterName: 'Lancaster',
      _etag: '"00a1"',
    });
    const lelo = duplicateRecordViewOf({ kind: 'lelo', id: 'l1' }, 'c1', {
      firstName: 'Jose',
      lastName: 'Garcia',
      pgPrimaryEmail: 'maria@example.com',
      pgPrimaryPhone: '661-555-0101',
      street: '1 Main St',
      zip: '93534',
      learningCenter: 'Lancaster',
    });
    expect(interest).toMatchObject({
      kind: 'interest',
      id: 'i1',
      charterId: 'c1',
      version: '"00a1"',
      fields: { studentFirstName: 'José', parentEmail: 'Maria@Example.com', parentPhone: '(661) 555-0101' },
    });
    expect(lelo.fields).toMatchObject({
      studentFirstName: 'Jose',
      street: '1 Main St',
      learningCenter: 'Lancaster',
    });
  });

  it("reads a field a record lacks, or holds as something else than text, as ''", () => {
    const view = duplicateRecordViewOf({ kind: 'registration', id: 'r1' }, 'c1', {
      firstName: 7,
      lastName: null,
    });
    expect(Object.keys(view.fields)).toEqual([...COMPARED_FIELDS]);
    expect(Object.values(view.fields).every((value) => value === '')).toBe(true);
  });
});

describe('differingFields', () => {
  const view = (fields: Record<string, string>) =>
    duplicateRecordViewOf({ kind: 'interest', id: 'x' }, 'c1', fields);

  it('names the fields whose values are not the same on every record, spaces around a value aside', () => {
    const records = [
      view({ studentFirstName: 'Ana', studentLastName: 'Lopez', birthDate: '2010-01-02', city: 'Lancaster' }),
      view({
        studentFirstName: 'ANA',
        studentLastName: ' Lopez ',
        birthDate: '2010-01-02',
        city: 'Lancaster',
      }),
      view({ studentFirstName: 'Ana', studentLastName: 'Lopez', birthDate: '2010-01-02', city: '' }),
    ];
    expect(differingFields(records)).toEqual(['studentFirstName', 'city']);
  });

  it('finds nothing different in one record', () => {
    expect(differingFields([view({ studentFirstName: 'Ana' })])).toEqual([]);
  });
});
