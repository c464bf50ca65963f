import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toFieldErrors } from '../shared/field-errors.ts';
import { exportLogInputSchema } from './export-log-schema.ts';
import {
  peopleQuerySchema,
  requestedLevel,
  userPermissionCreateSchema,
  userPermissionUpdateSchema,
} from './user-permission-schema.ts';

function errorsOf(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? [] : toFieldErrors(result.error).map(({ field, message }) => ({ field, message }));
}

const person = { name: 'Dana Reyes', azureID: ' Dana.Reyes@Learn4Life.example ', personDbID: 'P-2001' };

describe('userPermissionCreateSchema', () => {
  it('needs a person and a level', () => {
    expect(errorsOf(userPermissionCreateSchema, {})).toEqual([
      { field: 'name', message: 'Please select a person.' },
      { field: 'azureID', message: 'Please select a person.' },
      { field: 'personDbID', message: 'Please select a person.' },
    ]);
    expect(errorsOf(userPermissionCreateSchema, { ...person, charterAssignments: [{ _id: 'a' }] })).toEqual([
      { field: 'userLevel', message: 'Please select a permission level.' },
    ]);
  });

  it('needs charters unless the level is Super Admin', () => {
    expect(errorsOf(userPermissionCreateSchema, { ...person, userLevel: 2 })).toEqual([
      { field: 'charterAssignments', message: 'Please assign at least one charter.' },
    ]);
    expect(errorsOf(userPermissionCreateSchema, { ...person, userLevel: 4 })).toEqual([]);
  });

  it('does not create a General permission', () => {
    expect(errorsOf(userPermissionCreateSchema, { ...person, userLevel: 0 })).toEqual([
      { field: 'userLevel', message: 'Please select a permission level.' },
    ]);
  });

  it('stores the e-mail address in lower case and reads the level from userStatus too', () => {
    const parsed = z.parse(userPermissionCreateSchema, {
      ...person,
      userStatus: 'Contributor',
      charterAssignments: [{ _id: 'a', name: 'A' }],
    });
    expect(parsed.azureID).toBe('dana.reyes@learn4life.example');
    expect(requestedLevel(parsed)).toBe(2);
  });

  it('refuses an address that is not an e-mail and a level out of range', () => {
    expect(errorsOf(userPermissionCreateSchema, { ...person, azureID: 'dana', userLevel: 5 })).toEqual([
      { field: 'azureID', message: 'Please provide a valid email address' },
      { field: 'userLevel', message: 'Please select a permission level.' },
    ]);
  });
});

describe('userPermissionUpdateSchema', () => {
  it('accepts General without charters (the person leaves the list)', () => {
    expect(errorsOf(userPermissionUpdateSchema, { userLevel: 0 })).toEqual([]);
    expect(errorsOf(userPermissionUpdateSchema, { userStatus: 'General' })).toEqual([]);
  });

  it('still needs a level and, below Super Admin, a charter', () => {
    expect(errorsOf(userPermissionUpdateSchema, {})).toEqual([
      { field: 'userLevel', message: 'Please select a permission level.' },
    ]);
    expect(errorsOf(userPermissionUpdateSchema, { userLevel: 3, charterAssignments: [] })).toEqual([
      { field: 'charterAssignments', message: 'Please assign at least one charter.' },
    ]);
  });
});

describe('peopleQuerySchema', () => {
  it('needs 2 to 50 characters', () => {
    expect(errorsOf(peopleQuerySchema, { q: ' a ' })).toEqual([
      { field: 'q', message: 'Enter at least 2 characters to search.' },
    ]);
    expect(errorsOf(peopleQuerySchema, { q: 'x'.repeat(51) })).toEqual([
      { field: 'q', message: 'Must be 50 characters or fewer.' },
    ]);
    expect(errorsOf(peopleQuerySchema, { q: 'da' })).toEqual([]);
  });
});

describe('exportLogInputSchema', () => {
  const valid = {
    fileName: 'LeloForms_data.xlsx',
    recordCount: 12,
    screen: 'Secondary Enrollments Admin Screen',
    exportType: 'excel',
    exportStatus: 'success',
  };

  it('accepts the spec values and drops a client-sent identity', () => {
    const parsed = z.parse(exportLogInputSchema, { ...valid, user_name: 'Someone', azure_id: 'x@y.example' });
    expect(parsed).toEqual(valid);
    expect(errorsOf(exportLogInputSchema, { ...valid, exportType: 'signed_agreement LeloPdf' })).toEqual([]);
  });

  it('refuses unknown types and statuses and a negative or fractional count', () => {
    expect(
      errorsOf(exportLogInputSchema, { ...valid, exportType: 'csv', exportStatus: 'ok', recordCount: -1 }),
    ).toEqual([
      { field: 'recordCount', message: 'The record count must be a whole number of 0 or more.' },
      {
        field: 'exportType',
        message: "The export type must be 'pdf', 'excel', 'zip' or 'signed_agreement LeloPdf'.",
      },
      { field: 'exportStatus', message: "The export status must be 'success' or 'failed'." },
    ]);
    expect(errorsOf(exportLogInputSchema, { ...valid, recordCount: 1.5 })).toEqual([
      { field: 'recordCount', message: 'The record count must be a whole number of 0 or more.' },
    ]);
  });
});
